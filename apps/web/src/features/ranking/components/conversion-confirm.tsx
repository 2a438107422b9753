import type { TRankingOffer } from '@betsite/contract/ranking';
import { Modal } from '../../../ui/modal.tsx';
import { points } from '../lib/view.ts';
import { actionLabel } from './offer-card.tsx';

interface Props {
  offer: TRankingOffer;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Vuoi usare … punti per «…»?' before a conversion or a purchase (§4); loaded when first asked (ranking-page.tsx). */
export default function ConversionConfirm({ offer, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open
      title={actionLabel(offer)}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Annulla
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            Conferma
          </button>
        </>
      }
    >
      <p>
        Vuoi usare {points(offer.PointsToConvert)} per «{offer.BonusName}»?
      </p>
    </Modal>
  );
}
