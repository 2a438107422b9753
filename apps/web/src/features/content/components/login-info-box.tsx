import '../content.css';
import { useState } from 'react';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { showDialog } from '../../../ui/dialogs.tsx';
import { hideElementPermanently, useIsHidden } from '../../session/index.ts';
import { useSiteModule } from '../../../lib/site-config.ts';
import { CmsHtml } from './cms-html.tsx';
import { bool, str, useVisibleArea } from './view-context.ts';
import { Link } from '../../../lib/link.tsx';
import { infoBoxElement, infoBoxKeys } from '../hidden-boxes.ts';

/**
 * The login info box: layout area LayoutArea_Login (HTML text and a button), when
 * V3_Login_InfoBox_Enabled is on. With `PermanentlyClosable` its close button asks whether to hide
 * it for ever (saved in UserPermanentlyHiddenElements as the legacy client saves it: hidden-boxes.ts);
 * refusing hides it only for now.
 */
export function LoginInfoBox() {
  const enabled = useSiteModule('V3_Login_InfoBox_Enabled');
  const { objects } = useVisibleArea(enabled ? LAYOUT_AREAS.login : null);
  const box = objects.find((o) => o.TypeName === 'info_box' || o.TypeName === 'html_block');
  const hiddenForEver = useIsHidden(...infoBoxKeys(box?.Id ?? 0));
  const [closed, setClosed] = useState(false);
  if (!enabled || !box || hiddenForEver || closed) return null;
  const p = box.Parameters;
  const html = str(p.Html) || str(p.html);
  const close = () =>
    showDialog({
      title: CONTENT_TEXT.hideForeverTitle,
      text: CONTENT_TEXT.hideForeverQuestion,
      tone: 'warning',
      buttons: [
        { label: 'Sì', primary: true, onClick: () => hideElementPermanently(infoBoxElement(box)) },
        { label: 'No', onClick: () => setClosed(true) },
      ],
    });
  return (
    <aside className="card cms-login-info" aria-labelledby="login-info-title" data-testid="login-info-box">
      {bool(p.PermanentlyClosable) && (
        <button type="button" className="icon-button cms-login-info__close" aria-label={CONTENT_TEXT.closeBox} onClick={close}>
          ×
        </button>
      )}
      <h2 id="login-info-title">{str(p.Title) || box.Name}</h2>
      {html && <CmsHtml html={html} />}
      {str(p.ButtonText) && str(p.ButtonInternalLink) && (
        <Link to={str(p.ButtonInternalLink)} className="btn btn--primary">
          {str(p.ButtonText)}
        </Link>
      )}
    </aside>
  );
}
