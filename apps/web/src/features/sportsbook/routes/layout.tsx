import { Outlet } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSportTree } from '../api/sports-calls.ts';
import { BetSlip } from '../components/bet-slip.tsx';
import { NavLink } from '../../../lib/link.tsx';
import '../sportsbook.css';

/** The sport pages' frame: the sports and competitions, the page, and the slip (docs/sportsbook.md). The slip's code loads with these routes only. */
export default function SportsbookLayout() {
  const tree = useSportTree();
  return (
    <div className="sb">
      {/* The slip comes after the whole schedule in the tab order (dozens of prices): a way straight to it, the bar on a phone. */}
      <a
        className="skip-link"
        href="#sb-slip-title"
        onClick={(e) => {
          const bar = document.getElementById('sb-slip-bar');
          if (bar?.offsetParent) {
            e.preventDefault();
            bar.focus();
          }
        }}
      >
        Vai al carrello
      </a>
      <nav className="sb-nav" aria-label="Sport">
        <ul>
          <li>
            <NavLink to={paths.scommesse} end>
              Scommesse
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.scommesseLive}>Live</NavLink>
          </li>
          {(tree.data ?? []).map((s) => (
            <li key={s.Slug}>
              <NavLink to={paths.scommesseSport(s.Slug)}>{s.Name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sb-main">
        <Outlet />
      </div>
      <BetSlip />
    </div>
  );
}
