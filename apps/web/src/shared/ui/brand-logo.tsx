import logoMark from '../assets/logo-mark.svg';

const PRODUCT_NAME = 'Ops Console';

export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand">
      <img className="brand__mark" src={logoMark} alt="" width={32} height={32} />
      {!compact && <span className="brand__name">{PRODUCT_NAME}</span>}
    </span>
  );
}
