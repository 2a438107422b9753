import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '../../../ui/status-pages.tsx';
import { endSession } from '../logout.ts';

/** /account/logout: logs out on entry, then home. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void endSession().then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return <Loader label="Uscita in corso…" />;
}
