import { paths } from '../lib/paths.ts';
import { Link } from '../lib/link.tsx';

interface Props {
  title: string;
  text: string;
  /** The way out: verify contacts, change password, account status… */
  action: { to: string; label: string };
  chatLabel: string;
  className?: string;
}

/** Why an operation is refused, with the way out and the customer care link. */
export function BlockedNotice({ title, text, action, chatLabel, className = '' }: Props) {
  return (
    <div className={`notice notice--warning ${className}`} role="alert">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="row">
        <Link className="btn btn--primary" to={action.to}>
          {action.label}
        </Link>
        <Link className="btn btn--ghost" to={paths.help}>
          {chatLabel}
        </Link>
      </div>
    </div>
  );
}
