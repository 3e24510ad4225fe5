import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/locale';
import './scroll-ends.css';

/** Distance from the top or bottom after which the matching button appears (docs/spec/part-2-browse-edit-moderation.md, section 9). */
export const SCROLL_BUTTON_THRESHOLD = 100;

/** Floating "to the top" / "to the bottom" buttons, each shown once the page is 100 px away from that end. */
export function ScrollEnds() {
  const messages = useMessages();
  const [state, setState] = useState({ up: false, down: false });
  useEffect(() => {
    const update = () => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      setState({ up: window.scrollY > SCROLL_BUTTON_THRESHOLD, down: bottom > SCROLL_BUTTON_THRESHOLD });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const timer = setInterval(update, 1000);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      clearInterval(timer);
    };
  }, []);
  if (!state.up && !state.down) return null;
  return (
    <div className="scroll-ends">
      {state.up && (
        <button
          type="button"
          className="scroll-ends__button"
          aria-label={messages.browse.scrollUp}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          ↑
        </button>
      )}
      {state.down && (
        <button
          type="button"
          className="scroll-ends__button"
          aria-label={messages.browse.scrollDown}
          onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
        >
          ↓
        </button>
      )}
    </div>
  );
}
