import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvFormat, csvRow } from './csv';

describe('CSV cells (decision 206)', () => {
  it('write amounts as numbers with the language decimal mark, negative ones too', () => {
    expect(csvCell(csvAmount(-10), csvFormat('en'))).toBe('-10.00');
    expect(csvCell(csvAmount(-10), csvFormat('fr'))).toBe('-10,00');
    expect(csvCell(csvAmount(1234.5), csvFormat('ar'))).toBe('1234,50');
    expect(csvCell(3, csvFormat('fr'))).toBe('3');
  });

  it('still neutralise a text that reads as a formula', () => {
    expect(csvCell('-10.00')).toBe("'-10.00");
    expect(csvCell('=SUM(A1)', csvFormat('fr'))).toBe("'=SUM(A1)");
  });

  it('quote a cell holding the separator of the file', () => {
    expect(csvCell('Hay Salam; 152', csvFormat('fr'))).toBe('"Hay Salam; 152"');
    expect(csvCell('Hay Salam, 152', csvFormat('fr'))).toBe('Hay Salam, 152');
    expect(csvCell('Hay Salam, 152', csvFormat('en'))).toBe('"Hay Salam, 152"');
    expect(csvCell('say "hi"', csvFormat('fr'))).toBe('"say ""hi"""');
  });

  it('join a row with the separator of the language', () => {
    expect(csvRow(['a', csvAmount(2.5), 'b'], csvFormat('fr'))).toBe('a;2,50;b\r\n');
    expect(csvRow(['a', csvAmount(2.5), 'b'], csvFormat('en'))).toBe('a,2.50,b\r\n');
  });
});
