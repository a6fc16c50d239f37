import { describe, expect, it } from 'vitest';
import {
  headingRange,
  lemmaNumbers,
  osisToReference,
  parseImp,
  parseTopic,
  parseVerse,
} from './osis.ts';

describe('the OSIS import helpers', () => {
  it('splits mod2imp output into keyed entries', () => {
    expect(parseImp('$$$Genesis 1:1\nIn the beginning\n$$$Genesis 1:2\n\n')).toEqual([
      { key: 'Genesis 1:1', text: 'In the beginning' },
      { key: 'Genesis 1:2', text: '' },
    ]);
  });

  it('normalises Strong’s numbers', () => {
    expect(lemmaNumbers('strong:H0835')).toEqual(['H835']);
    expect(lemmaNumbers('strong:G0026 strong:G3588')).toEqual(['G26', 'G3588']);
    expect(lemmaNumbers('lemma.TR:agape')).toEqual([]);
  });

  it('reads words, italics, the divine name, notes, ¶ and words of Jesus', () => {
    const v = parseVerse(
      '¶ And <w lemma="strong:H0430">God</w> <transChange type="added">was</transChange> <divineName><w lemma="strong:H3068">LORD</w></divineName>:<note placement="foot"><reference type="annotateRef">1.1 </reference>Heb. \\nd LORD\\+nd*</note> <q marker="" who="Jesus"><w lemma="strong:G3004">say</w></q>',
      false,
      true,
    );
    expect(v.record).toEqual({
      w: [
        'And ',
        ['God', 'H430'],
        ' ',
        ['was', '', 'i'],
        ' ',
        ['LORD', 'H3068', 'd'],
        ': ',
        ['say', 'G3004', 'j'],
      ],
      notes: [{ after: 7, text: 'Heb. LORD' }],
      p: 1,
    });
  });

  it('keeps punctuation out of the italics', () => {
    const v = parseVerse('make it <transChange type="added">of:</transChange> The', false);
    expect(v.record.w).toEqual(['make it ', ['of', '', 'i'], ': The']);
  });

  it('turns OSIS references into the app’s form', () => {
    expect(osisToReference('Ps.5.3')).toBe('Psalms 5:3');
    expect(osisToReference('Exod.6.16-Exod.6.20')).toBe('Exodus 6:16-20');
    expect(osisToReference('1Chr.24')).toBe('1 Chronicles 24');
    expect(osisToReference('John.3.16-John.4.2')).toBe('John 3:16-4:2');
    expect(osisToReference('PrAzar.1.2')).toBeNull();
  });

  it('reads commentary headings', () => {
    expect(headingRange('Verses 3-5')).toEqual({ start: 3, end: 5 });
    expect(headingRange('Verse 1.')).toEqual({ start: 1, end: 1 });
    expect(headingRange('Verses 1, 2.')).toEqual({ start: 1, end: 2 });
    expect(headingRange('DIVISION.')).toBeNull();
  });

  it('reads a Nave’s topic with sub-items and See pointers', () => {
    const { topic } = parseTopic(
      '<entryFree n="X"> <def> <lb/>→ Daily <ref osisRef="Ps.5.3">Ps 5:3</ref>; <ref osisRef="Ps.88.13">88:13</ref> <list> <item>Secret <ref osisRef="Matt.6.6">Mt 6:6</ref></item> </list> <lb/>→ See <ref target="Nave:NEBO">NEBO</ref></def> </entryFree>',
    );
    expect(topic).toEqual({
      lines: [
        { text: 'Daily', refs: ['Psalms 5:3', 'Psalms 88:13'] },
        { text: 'Secret', refs: ['Matthew 6:6'], sub: 1 },
        { text: 'See NEBO', refs: [] },
      ],
      see: ['NEBO'],
    });
  });
});
