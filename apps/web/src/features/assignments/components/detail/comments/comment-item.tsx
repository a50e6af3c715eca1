import { COMMENT_MESSAGES } from '@ops/contracts';
import type { Comment } from '@ops/contracts';
import { OpsRating } from '@/shared/ui/ratings';
import { fileLabel, formatDateTime } from '../format';

function Meta({ comment }: { comment: Comment }) {
  return (
    <span className="comment__meta">
      <span className="comment__user">{comment.user}</span>
      <time className="comment__time" dateTime={comment.datetime}>
        {formatDateTime(comment.datetime)}
      </time>
    </span>
  );
}

function FileNames({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return <span className="comment__files">{names.map((name) => `@${fileLabel(name)}`).join(' ')}</span>;
}

/** The non-empty texts of a comment; React renders them as text, never as HTML. */
const textsOf = (comment: Comment) =>
  [comment.message.chat, comment.message.comments].map((text) => text.trim()).filter(Boolean);

function Texts({ comment }: { comment: Comment }) {
  return textsOf(comment).map((text, index) => (
    <p key={index} className="comment__text">
      {text}
    </p>
  ));
}

/** One comment, drawn by its type: feedback, send (ours), receive (the client's), notification, other. */
export function CommentItem({ comment }: { comment: Comment }) {
  const common = { 'data-testid': 'comment', 'data-type': comment.type };
  switch (comment.type) {
    case 'feedback':
      return (
        <li className="comment comment--feedback" {...common}>
          <div className="comment__bubble">
            <span className="comment__head">
              <OpsRating value={comment.feedback} />
              <Meta comment={comment} />
            </span>
            <FileNames names={comment.message.filename} />
            <Texts comment={comment} />
          </div>
        </li>
      );
    case 'send':
    case 'receive':
      return (
        <li className={`comment comment--${comment.type}`} {...common}>
          <div className="comment__bubble">
            <Meta comment={comment} />
            <FileNames names={comment.message.filename} />
            <Texts comment={comment} />
          </div>
        </li>
      );
    case 'notification':
      return (
        <li className="comment comment--notification" {...common}>
          <span className="comment__system">
            {textsOf(comment).join(' ')}
            <time className="comment__time" dateTime={comment.datetime}>
              {formatDateTime(comment.datetime)}
            </time>
          </span>
        </li>
      );
    default:
      return (
        <li className="comment comment--unknown" {...common}>
          <span className="comment__system">{COMMENT_MESSAGES.unknownType}</span>
        </li>
      );
  }
}
