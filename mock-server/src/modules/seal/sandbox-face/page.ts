import { maskName } from '../../../../../contract/rules/mask';
import { SANDBOX_LABEL } from '../../../../../contract/sandbox-settings';

/** The sandbox provider's name and banner on its pages (it recognises nobody, whatever the page says). */
export const FACE_PROVIDER_NAME = '沙箱人脸识别';
export const SANDBOX_FACE_BANNER = `${SANDBOX_LABEL}环境：不识别真实人脸，结果由测试人员选择`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every page: phone-sized, its own styles (the CSP allows inline styles, no script), the 沙箱 banner and `body`. */
function layout(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
body{margin:0;font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#f2f4f7;color:#1f2329}
header{background:#0b5cad;color:#fff;padding:14px 16px;font-size:17px;font-weight:600;text-align:center}
.sandbox{margin:0;background:#fff3cd;color:#7a4b00;border-bottom:1px solid #f0d58c;padding:8px 16px;font-size:13px;font-weight:600;text-align:center}
main{max-width:420px;margin:0 auto;padding:20px 16px 32px}
.card{background:#fff;border-radius:12px;padding:20px 16px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 6px;text-align:center}.sub{margin:0 0 16px;color:#646a73;font-size:14px;text-align:center}
dl{display:grid;grid-template-columns:72px 1fr;gap:8px 10px;margin:0 0 18px;font-size:14px}dt{color:#8f959e}dd{margin:0;word-break:break-all}
.camera{position:relative;width:220px;height:220px;margin:0 auto 18px;border-radius:50%;background:radial-gradient(circle at 50% 42%,#d9dde3 0 22%,transparent 23%),radial-gradient(ellipse at 50% 92%,#d9dde3 0 38%,transparent 39%),#2b2f36;border:4px solid #0b5cad;overflow:hidden}
.camera::after{content:'';position:absolute;left:8%;right:8%;top:48%;height:2px;background:rgba(64,169,255,.9);box-shadow:0 0 8px #40a9ff}
.hint{font-size:13px;color:#646a73;text-align:center;margin:0 0 18px}
form{margin:0 0 12px}button{display:block;width:100%;font-size:16px;padding:12px;border-radius:8px;cursor:pointer;border:1px solid #0b5cad}
.pass{background:#0b5cad;color:#fff}.fail{background:#fff;color:#c9302c;border-color:#c9302c}
button:focus-visible{outline:3px solid #ffb020;outline-offset:2px}
.result{font-size:40px;text-align:center;margin:8px 0}.ok{color:#1a7f37}.bad{color:#c9302c}
</style></head><body><header>${FACE_PROVIDER_NAME}</header><p class="sandbox" role="note">${SANDBOX_FACE_BANNER}</p><main><div class="card">${body}</div></main></body></html>`;
}

/** The recognition page: who is to be recognised (name masked), the organisation, a camera frame, the two results. */
export function recognitionPage(v: { applicantName: string; orgName: string }, postPath: string): string {
  const button = (result: string, cls: string, label: string) =>
    `<form method="post" action="${esc(postPath)}"><input type="hidden" name="result" value="${result}"><button class="${cls}" type="submit">${label}</button></form>`;
  return layout(`${FACE_PROVIDER_NAME} - 电子印章绑定`, `<h1>人脸识别</h1><p class="sub">电子印章绑定 · 本人核验</p>
<dl><dt>核验对象</dt><dd>${esc(maskName(v.applicantName))}</dd><dt>所属机构</dt><dd>${esc(v.orgName)}</dd></dl>
<div class="camera" role="img" aria-label="模拟摄像头取景框"></div>
<p class="hint">请将面部置于取景框内。沙箱环境不会打开摄像头，请选择模拟结果。</p>
${button('pass', 'pass', '模拟识别通过')}${button('fail', 'fail', '模拟识别失败')}`);
}

/** A closing page: the result (passed / failed), or why nothing happened (expired, already done, unknown). */
export function messagePage(kind: 'passed' | 'failed' | 'expired' | 'settled' | 'unknown'): string {
  const pages = {
    passed: ['ok', '✓', '识别通过', '电子印章已绑定，请回到电脑继续操作。'],
    failed: ['bad', '✕', '识别未通过', '请回到电脑页面点击“重新核验”，再次扫码。'],
    expired: ['bad', '!', '二维码已过期', '本次核验已超过有效期，请在电脑页面刷新二维码后重新扫码。'],
    settled: ['bad', '!', '本次核验已完成', '每个二维码只能核验一次，结果不能更改。如需重新核验，请在电脑页面刷新二维码。'],
    unknown: ['bad', '!', '核验链接无效', '请在电脑页面重新打开二维码后扫码。'],
  } as const;
  const [cls, mark, title, text] = pages[kind];
  return layout(`${FACE_PROVIDER_NAME} - ${title}`, `<p class="result ${cls}" aria-hidden="true">${mark}</p><h1>${title}</h1><p class="sub" role="status">${text}</p>`);
}
