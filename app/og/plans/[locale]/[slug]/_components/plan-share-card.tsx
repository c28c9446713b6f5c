import type { PlanShareTexts } from '@/lib/seo/plan-share-texts';
import { SHARE_FONT } from '@/lib/seo/share-fonts';

/** The site's colours (app/globals.css): primary-strong behind, primary-soft text, the teal of public/og/site.png's band. */
const COLOURS = { back: '#073f45', panel: '#0a5c63', soft: '#cfe7e9', band: '#3fb8af', text: '#ffffff' } as const;

/** Long names step down a size so that two lines at most fit above the price. */
const nameSize = (name: string): number => (name.length > 40 ? 56 : name.length > 26 ? 64 : 76);

/**
 * A plan's share image as satori draws it (flexbox only, inline styles): the brand with its
 * mark, the plan's kind and name, its price per period and its headline allowance.
 */
export function PlanShareCard({ texts }: { texts: PlanShareTexts }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: COLOURS.back, color: COLOURS.text, fontFamily: SHARE_FONT }}>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 80px 0' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <svg width="72" height="72" viewBox="0 0 32 32">
            <circle cx="16" cy="16" r="16" fill="rgba(255,255,255,0.2)" />
            <path d="M9 20c2-6 6-10 13-10-1.5 1.2-2.3 2.6-2.5 4.3C18.8 19 15 21.5 9 20z" fill="#fff" />
            <circle cx="15.5" cy="22.5" r="1.8" fill="#fff" />
          </svg>
          <div style={{ marginLeft: 22, fontSize: 40, fontWeight: 700 }}>{texts.brand}</div>
        </div>
        <div style={{ display: 'flex', marginTop: 48, fontSize: 30, color: COLOURS.soft }}>{texts.category}</div>
        <div style={{ display: 'flex', marginTop: 8, fontSize: nameSize(texts.name), fontWeight: 700, lineHeight: 1.12, maxWidth: 1040 }}>{texts.name}</div>
        <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 'auto', marginBottom: 56 }}>
          <div style={{ display: 'flex', alignItems: 'baseline' }}>
            <div style={{ fontSize: 96, fontWeight: 700, lineHeight: 1 }}>{texts.price}</div>
            {texts.per && <div style={{ marginLeft: 18, fontSize: 36, color: COLOURS.soft }}>{texts.per}</div>}
          </div>
          {texts.allowance && (
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', background: COLOURS.panel, borderRadius: 20, padding: '16px 28px' }}>
              <div style={{ fontSize: 26, color: COLOURS.soft }}>{texts.allowance.label}</div>
              <div style={{ fontSize: 48, fontWeight: 700, lineHeight: 1.15 }}>{texts.allowance.amount}</div>
            </div>
          )}
        </div>
      </div>
      <div style={{ display: 'flex', height: 18, background: COLOURS.band }} />
    </div>
  );
}
