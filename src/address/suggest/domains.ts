/**
 * What the suggestions know, as space-separated lists (smaller than arrays of strings).
 *
 * `POPULAR`: the mail domains people type most, worldwide and by region, most used first (a tie
 * between two endings of one provider goes to the earlier). Only these are ever suggested.
 */
export const POPULAR =
  'gmail.com yahoo.com hotmail.com outlook.com icloud.com aol.com hotmail.co.uk live.com msn.com yahoo.co.uk ' +
  'googlemail.com me.com gmx.de web.de mail.ru yandex.ru qq.com 163.com naver.com orange.fr hotmail.fr libero.it ' +
  'yahoo.fr proton.me protonmail.com comcast.net hotmail.de hotmail.it hotmail.es live.co.uk live.fr live.de ' +
  'live.it outlook.de outlook.fr outlook.es yahoo.de yahoo.es yahoo.it yahoo.ca yahoo.com.br yahoo.co.jp ' +
  'yahoo.co.in yahoo.in yahoo.com.au yahoo.com.mx ymail.com rocketmail.com mac.com gmx.net gmx.at gmx.com ' +
  't-online.de freenet.de free.fr laposte.net sfr.fr wanadoo.fr virgilio.it alice.it tiscali.it yandex.com ' +
  'rambler.ru list.ru bk.ru inbox.ru 126.com sina.com foxmail.com daum.net hanmail.net docomo.ne.jp ' +
  'ezweb.ne.jp uol.com.br bol.com.br terra.com.br rediffmail.com att.net verizon.net sbcglobal.net ' +
  'bellsouth.net cox.net charter.net btinternet.com sky.com virginmedia.com ntlworld.com talktalk.net ' +
  'bigpond.com optusnet.com.au shaw.ca rogers.com sympatico.ca seznam.cz wp.pl o2.pl onet.pl interia.pl ' +
  'ukr.net nate.com mail.com zoho.com fastmail.com pm.me tutanota.com mailbox.org posteo.de';

/**
 * Real domains near a popular one, never "corrected" and never suggested: a typed address nearer
 * to one of these than to any popular domain gets no suggestion.
 */
export const REAL =
  'gmx.ch gmx.li gmx.us gmx.fr gmx.it gmx.es gmx.co.uk live.ca live.nl live.be live.com.au live.at live.ch ' +
  'hotmail.be hotmail.nl hotmail.ca hotmail.se hotmail.gr yahoo.gr yahoo.ie yahoo.se yahoo.dk yahoo.no ' +
  'yahoo.com.ar yahoo.com.tw yahoo.com.sg yahoo.com.ph yahoo.co.id yahoo.co.nz yahoo.co.za yahoo.cn yahoo.jp ' +
  'outlook.it outlook.jp outlook.be outlook.com.br aol.co.uk aol.de aol.fr aim.com msn.co.uk mail.de ' +
  'email.com email.de web.com mac.de me.de 139.com 188.com 189.cn sina.cn sohu.com 21cn.com tom.com ' +
  'ya.ru go.com cs.com wow.com i.ua ukr.ua o2.co.uk wp.com gmail.de web.id online.de wanadoo.es yahoofs.com ' +
  'fastmail.fm aver.com inbox.lv terra.com.ar zzn.com ptd.net nyc.com c2i.net msk.ru bolt.com name.com oath.com';

/** Providers that use one ending only: any other ending after their name is a typo ("gmail.co"). */
export const ONE_ENDING = 'gmail googlemail icloud qq naver protonmail rediffmail ymail rocketmail foxmail hanmail';

/** Endings a one-label typo is corrected to, on a name the suggestions do not know ("acme.con" → "acme.com"). */
export const ENDINGS = 'com net org edu gov info';
