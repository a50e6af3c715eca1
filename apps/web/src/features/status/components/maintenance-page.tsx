import { BrandLogo } from '@/shared/ui/brand-logo';
import maintenanceImage from '@/shared/assets/maintenance.svg';
import { STATUS_TEXTS as T } from '../status-texts';
import '../status.css';

export function MaintenancePage() {
  return (
    <div className="status" data-testid="status-maintenance">
      <header className="status__logo">
        <BrandLogo />
      </header>
      <main className="status__body">
        <img className="status__image" src={maintenanceImage} alt="" width={320} height={220} />
        <h1 className="status__title">{T.upgrading}</h1>
        <p className="status__text">{T.checkBack}</p>
      </main>
    </div>
  );
}
