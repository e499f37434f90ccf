/**
 * In-app browsers (src/attend/in-app/detect.ts): the nine apps the widget names, each on iOS and on
 * Android, read from their real user agent strings; ordinary browsers that must not match; and the
 * Android address that opens a page in the person's own browser.
 * The strings come from inapp-spy's own test tables, where it has one for the app and platform;
 * LinkedIn, X and Snapchat on Android from user agent tables published in open-source projects.
 */
import { expect } from '@open-wc/testing';
import { inAppOf, openInBrowserUrl, type InAppPlatform } from '../../src/attend/in-app/detect.js';

/** App, platform, the keys inapp-spy may name it by (Facebook's newer strings read as Messenger's), and the string. */
const IN_APP: [string, InAppPlatform, string[], string][] = [
  [
    'Instagram',
    'ios',
    ['instagram'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22F76 Instagram 393.1.0.36.70 (iPhone15,3; iOS 18_5; en_US; en; scale=3.00; 1290x2796; IABMV/1; 776538208) Safari/604.1)',
  ],
  [
    'Instagram',
    'android',
    ['instagram'],
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)',
  ],
  [
    'Facebook',
    'ios',
    ['facebook', 'messenger'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 [FBAN/FBIOS;FBAV/488.0.0.68.101;FBBV/658219612;FBDV/iPhone12,8;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0;IABMV/1]',
  ],
  [
    'Facebook',
    'android',
    ['facebook', 'messenger'],
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.83 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]',
  ],
  [
    'Messenger',
    'ios',
    ['messenger'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 {useragents: [FBAN/MessengerForiOS;FBAV/117.0.0.36.70;FBBV/57539258;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/2;FBCR/;FBID/phone;FBLC/zh_TW;FBOP/5;FBRV/0]',
  ],
  [
    'Messenger',
    'android',
    ['messenger'],
    'Mozilla/5.0 (Linux; Android 6.0.1; SM-N9208 Build/MMB29K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 {useragents: [FB_IAB/MESSENGER;FBAV/118.0.0.19.82;]',
  ],
  [
    'LinkedIn',
    'ios',
    ['linkedin'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 {useragents: [LinkedInApp]/9.30.1753',
  ],
  [
    'LinkedIn',
    'android',
    ['linkedin'],
    'Mozilla/5.0 (Linux; Android 10; SM-G973F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.105 Mobile Safari/537.36 LinkedInApp/4.1.749',
  ],
  [
    'TikTok',
    'ios',
    ['tiktok'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BytedanceWebview/d8a21c6 musical_ly_33.2.1 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US FalconTag/BDB55B46-0286-4504-847E-C8300CB9F79D',
  ],
  [
    'TikTok',
    'android',
    ['tiktok'],
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.143 Mobile Safari/537.36 musical_ly_2023303040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.3.4 ByteLocale/en ByteFullLocale/en Region/US AppId/1233 Spark/1.5.0.5-alpha.2 AppVersion/33.3.4 BytedanceWebview/d8a21c6',
  ],
  [
    'X',
    'ios',
    ['twitter'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.3.12 (KHTML, like Gecko) Mobile/14D27 Twitter for iPhone',
  ],
  [
    'X',
    'android',
    ['twitter'],
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 TwitterAndroid',
  ],
  [
    'Snapchat',
    'ios',
    ['snapchat'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Mobile/15E148 Snapchat/12.72.0.39 (like Safari/8617.2.4.10.8, panda)',
  ],
  [
    'Snapchat',
    'android',
    ['snapchat'],
    'Mozilla/5.0 (Linux; Android 11; SM-G970U Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.93 Mobile Safari/537.36Snapchat11.4.5.67 Beta (SM-G970U; Android 11#G970USQS4FUA1#30; gzip)',
  ],
  [
    'Line',
    'ios',
    ['line'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 Safari Line/7.3.2',
  ],
  [
    'Line',
    'android',
    ['line'],
    'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 Line/7.4.0/IAB',
  ],
  [
    'WeChat',
    'ios',
    ['wechat'],
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 MicroMessenger/6.5.8 NetType/WIFI Language/zh_CN',
  ],
  [
    'WeChat',
    'android',
    ['wechat'],
    'Mozilla/5.0 (Linux; Android 6.0.1; D6653 Build/23.5.A.0.575; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/58.0.3029.83 Mobile Safari/537.36 MicroMessenger/6.5.7.1041 NetType/WIFI Language/zh_TW',
  ],
];

/** Ordinary browsers: calendars work there, and the widget adds nothing. */
const BROWSERS: [string, string][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0',
  ],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0'],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  ],
  [
    'Safari on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/58.0.3029.113 Mobile/14D27 Safari/602.1',
  ],
  [
    'Firefox on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.1  Mobile/15E148 Safari/605.1.15',
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36',
  ],
  ['Firefox on Android', 'Mozilla/5.0 (Android 4.4.2; Mobile; rv:53.0) Gecko/53.0 Firefox/53.0'],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
];

describe('inAppOf', () => {
  for (const [app, platform, keys, ua] of IN_APP)
    it(`reads ${app} on ${platform} as an in-app browser`, () => {
      const found = inAppOf(ua);
      expect(found, ua).to.not.equal(undefined);
      expect(found!.platform).to.equal(platform);
      expect(keys).to.include(found!.app);
    });

  for (const [name, ua] of BROWSERS)
    it(`reads ${name} as a browser`, () => expect(inAppOf(ua), ua).to.equal(undefined));

  it('counts a nameless Android web view as in-app, and an empty string as nothing', () => {
    const webView =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.6668.81 Mobile Safari/537.36';
    expect(inAppOf(webView)).to.deep.equal({ app: undefined, platform: 'android' });
    expect(inAppOf('')).to.equal(undefined);
  });

  it('reads this test browser, an ordinary one, as a browser', () =>
    expect(inAppOf(navigator.userAgent), navigator.userAgent).to.equal(undefined));
});

describe('openInBrowserUrl', () => {
  it("gives Android an intent: address for the page's host, path and query, in its scheme", () => {
    expect(openInBrowserUrl('https://events.example.com/quarterly?ref=ig#talks', 'android')).to.equal(
      'intent://events.example.com/quarterly?ref=ig#Intent;scheme=https;end',
    );
    expect(openInBrowserUrl('http://127.0.0.1:8000/', 'android')).to.equal(
      'intent://127.0.0.1:8000/#Intent;scheme=http;end',
    );
  });

  it('gives nothing on iOS or elsewhere, nor for an address that is not a web page', () => {
    expect(openInBrowserUrl('https://events.example.com/', 'ios')).to.equal(undefined);
    expect(openInBrowserUrl('https://events.example.com/', 'other')).to.equal(undefined);
    expect(openInBrowserUrl('javascript:alert(1)', 'android')).to.equal(undefined);
    expect(openInBrowserUrl('not a url', 'android')).to.equal(undefined);
  });
});
