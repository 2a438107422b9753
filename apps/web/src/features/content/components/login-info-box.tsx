import '../content.css';
import { Link } from 'react-router';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { useSiteModule } from '../../../lib/site-config.ts';
import { CmsHtml } from './cms-html.tsx';
import { str, useVisibleArea } from './view-context.ts';

/** The login info box: layout area LayoutArea_Login (HTML text and a button), when V3_Login_InfoBox_Enabled is on. */
export function LoginInfoBox() {
  const enabled = useSiteModule('V3_Login_InfoBox_Enabled');
  const { objects } = useVisibleArea(enabled ? LAYOUT_AREAS.login : null);
  const box = objects.find((o) => o.TypeName === 'info_box' || o.TypeName === 'html_block');
  if (!enabled || !box) return null;
  const p = box.Parameters;
  const html = str(p.Html) || str(p.html);
  return (
    <aside className="card cms-login-info" aria-labelledby="login-info-title" data-testid="login-info-box">
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
