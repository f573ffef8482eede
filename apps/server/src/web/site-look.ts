/**
 * The public site's look for pages the server draws without the React app
 * (the pages behind links in emails). Each name keeps the value of the
 * same-named token in packages/ui/src/theme.css, which the site's
 * stylesheet is built from; a test reads that file and compares, so the two
 * cannot drift apart. Plain CSS in a nonced <style>: these pages load no
 * stylesheet and run no script.
 */
export const SITE_COLOURS = {
  ink: "#1f2933",
  "ink-soft": "#3e4c59",
  muted: "#52606d",
  paper: "#fbfaf7",
  cream: "#f4f1ea",
  line: "#d9d4c7",
  navy: "#1e3a5f",
  "navy-dark": "#152a45",
  gold: "#8a6d1f",
  "gold-soft": "#e9dcb5",
} as const;

export const SITE_FONTS = {
  sans: `"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif`,
  serif: `"Georgia", "Cambria", "Times New Roman", serif`,
} as const;

const c = SITE_COLOURS;

/**
 * The site's top bar (white, a hairline under it, the lily and the home's
 * name in the serif, the navy call button), a white card on the page's warm
 * paper, its heading in the serif, navy buttons 44 px high as the site's
 * Button draws them, and the navy footer with the home's address and phone.
 */
export const NOTICE_PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${SITE_FONTS.sans};font-size:1rem;line-height:1.6;color:${c.ink};background:${c.paper};overflow-wrap:break-word}
h1{font-family:${SITE_FONTS.serif};line-height:1.25;color:${c["navy-dark"]};font-size:1.75rem;font-weight:600;margin:0 0 1rem;text-wrap:balance}
p{margin:0 0 1rem}
a{color:${c.navy}}
:focus-visible{outline:3px solid ${c.gold};outline-offset:2px}
.site-header{background:#fff;border-bottom:1px solid ${c.line}}
.site-header .bar{max-width:80rem;margin:0 auto;min-height:4rem;padding:.5rem 1.5rem;display:flex;align-items:center;justify-content:space-between;gap:.75rem}
.brand{display:flex;align-items:center;gap:.5rem;min-height:44px;min-width:0;border-radius:6px;font-family:${SITE_FONTS.serif};font-size:1.125rem;font-weight:600;line-height:1.25;color:${c["navy-dark"]};text-decoration:none}
.brand img{width:28px;height:28px;flex:none}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:${c.navy};color:#fff;font:inherit;font-weight:600;text-decoration:none;white-space:nowrap;cursor:pointer}
.button:hover{background:${c["navy-dark"]}}
.button.secondary{background:#fff;color:${c.navy};border:1px solid rgba(30,58,95,.3);font-weight:500}
.button.secondary:hover{background:${c.cream}}
.button svg{width:18px;height:18px;flex:none}
main{flex:1;width:100%;max-width:38rem;margin:0 auto;padding:3rem 1.5rem 4rem}
.card{background:#fff;border:1px solid ${c.line};border-radius:12px;padding:2rem;box-shadow:0 1px 2px rgba(31,41,51,.06)}
.about{margin:0 0 1.25rem;padding:.75rem 1rem;background:${c.cream};border-left:3px solid ${c.gold};border-radius:0 6px 6px 0;color:${c["ink-soft"]}}
.about strong{font-weight:600;color:${c["navy-dark"]}}
.card form,.card .actions{margin:1.5rem 0 0}
.card > :last-child{margin-bottom:0}
.site-footer{background:${c["navy-dark"]};color:rgba(255,255,255,.9);font-size:.95rem}
.site-footer .inner{max-width:80rem;margin:0 auto;padding:1.75rem 1.5rem;display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;align-items:baseline}
.site-footer .name{font-family:${SITE_FONTS.serif};font-size:1.125rem;font-weight:600;color:#fff;margin:0}
.site-footer p{margin:0}
.site-footer a{color:${c["gold-soft"]};text-underline-offset:4px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:639px){
.site-header .bar{padding:.5rem 1rem}
.brand{font-size:1rem}
.call{width:44px;padding:0}
.call .number{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
main{padding:1.5rem 1rem 2.5rem}
.card{padding:1.25rem}
h1{font-size:1.5rem}
.card .button{width:100%;white-space:normal;text-align:center;padding:.5rem 1.25rem}
.site-footer .inner{padding:1.5rem 1rem;flex-direction:column}
}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition-duration:.01ms!important}}
`;
