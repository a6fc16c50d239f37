import { search, verseIndex } from './server/features/bible/service.ts';
import { kjv } from './server/scripture/kjv.ts';
import { studyVerseText } from './server/study/bible.ts';
let t = performance.now(); kjv(); console.log('load kjv', performance.now()-t);
t = performance.now(); studyVerseText('John 3:16','web'); console.log('load web', performance.now()-t);
t = performance.now(); verseIndex('kjv'); console.log('build kjv', performance.now()-t);
t = performance.now(); verseIndex('web'); console.log('build web', performance.now()-t);
const qs = ['still small voice', '"still small voice"', 'the lord', 'love', 'jn 3 16', 'in the beginning', '"the lord"', 'faith hope', 'grace', 'living water', 'good shepherd', 'bread heaven', 'and the'];
for (let r=0;r<5;r++) for (const q of qs) {
  t = performance.now(); const res = search({ q }); const ms = performance.now()-t;
  if (r==4) console.log(q, ms.toFixed(1), res.total, res.results[0]?.reference);
}
