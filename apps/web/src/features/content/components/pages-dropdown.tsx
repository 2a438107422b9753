import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';

/** Mobile 'Pagine' dropdown: choosing an entry navigates to it. */
export function PagesDropdown({ items, current }: { items: { to: string; label: string }[]; current: string }) {
  const navigate = useNavigate();
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className="cms-dropdown">
      <label htmlFor={id}>{CONTENT_TEXT.pages}</label>
      <select id={id} value={items.some((i) => i.to === current) ? current : ''} onChange={(e) => e.target.value && void navigate(e.target.value)}>
        <option value="" disabled>
          {CONTENT_TEXT.pages}
        </option>
        {items.map((i) => (
          <option key={i.to} value={i.to}>
            {i.label}
          </option>
        ))}
      </select>
    </div>
  );
}
