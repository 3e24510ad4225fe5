import { useMessages } from '../../../lib/locale';
import { SignInRequired } from '../../auth';
import { useMyChangeRequests } from '../api/change-requests';
import { RequestCard } from '../components/request-card';
import { useLookups } from '../components/use-lookups';
import '../components/moderation.css';

function MyRequests() {
  const messages = useMessages();
  const t = messages.moderation;
  const list = useMyChangeRequests();
  const lookups = useLookups();
  const requests = list.data?.content ?? [];
  return (
    <section>
      <h1>{t.mine.title}</h1>
      {list.isPending && <p>{messages.loading}</p>}
      {list.isError && <p role="alert">{t.loadFailed}</p>}
      {list.isSuccess && requests.length === 0 && <p>{t.mine.empty}</p>}
      <div className="requests">
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} lookups={lookups} />
        ))}
      </div>
    </section>
  );
}

/** /my-requests: the signed-in user's change requests with their status and reason. */
export function MyRequestsPage() {
  const t = useMessages().moderation;
  return (
    <SignInRequired title={t.mine.title} prompt={t.mine.signInPrompt}>
      <MyRequests />
    </SignInRequired>
  );
}
