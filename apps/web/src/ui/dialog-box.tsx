import { useNavigate } from 'react-router';
import { Modal } from './modal.tsx';
import type { DialogSpec } from './dialog-spec.ts';

/** The box of an alert from `showDialog`: loaded with the first alert, not with every page. */
export default function DialogBox({ spec, onDismiss }: { spec: DialogSpec; onDismiss: () => void }) {
  const navigate = useNavigate();
  const buttons = spec.buttons?.length ? spec.buttons : [{ label: 'Chiudi', primary: true }];
  return (
    <Modal
      open
      describedByContent
      title={spec.title}
      tone={spec.tone}
      onClose={onDismiss}
      footer={buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          className={b.primary ? 'btn btn--primary' : 'btn btn--ghost'}
          onClick={() => {
            onDismiss();
            b.onClick?.();
            if (b.to) void navigate(b.to);
          }}
        >
          {b.label}
        </button>
      ))}
    >
      <p className="pre-line">{spec.text}</p>
    </Modal>
  );
}
