import { ru } from '../../../messages/ru';

export function HomePage() {
  return <h1>{ru.museumName}</h1>;
}
