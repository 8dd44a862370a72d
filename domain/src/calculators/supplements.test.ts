import { describe, expect, it } from 'vitest';
import { calciumNeed, iodineNeed } from './supplements';

describe('calcium', () => {
  it('gives a dog 0,13 g per kg metabolic weight and the supplement amount for its calcium percentage', () => {
    // 10 kg dog: 10^0,75 = 5,62341; 0,13 x 5,62341 = 0,731044 g a day, x 7 = 5,117306 g a week
    // supplement with 20 % calcium: 0,731044 / 20 x 100 = 3,65522 g a day, x 7 = 25,58653 g a week
    const need = calciumNeed({ animal: 'dog', weightKg: 10, content: 20 });
    expect(need?.daily).toBeCloseTo(0.731044, 6);
    expect(need?.weekly).toBeCloseTo(5.117306, 6);
    expect(need?.supplementDaily).toBeCloseTo(3.65522, 5);
    expect(need?.supplementWeekly).toBeCloseTo(25.58653, 5);
  });

  it('gives a cat 0,071 g per kg metabolic weight', () => {
    // 4 kg cat: 4^0,67 = 2,53151; 0,071 x 2,53151 = 0,179737 g; with 30 %: 0,179737 / 30 x 100 = 0,599125 g
    const need = calciumNeed({ animal: 'cat', weightKg: 4, content: 30 });
    expect(need?.daily).toBeCloseTo(0.179737, 6);
    expect(need?.supplementDaily).toBeCloseTo(0.599125, 6);
  });

  it('has no result until animal, weight and content are filled', () => {
    expect(calciumNeed({ animal: null, weightKg: 10, content: 20 })).toBeNull();
    expect(calciumNeed({ animal: 'dog', weightKg: null, content: 20 })).toBeNull();
    expect(calciumNeed({ animal: 'dog', weightKg: 10, content: null })).toBeNull();
    expect(calciumNeed({ animal: 'dog', weightKg: 10, content: 0 })).toBeNull();
  });
});

describe('iodine', () => {
  it('gives a dog 29,6 µg per kg metabolic weight; supplement g = need / mg per kg', () => {
    // 10 kg dog: 29,6 x 5,62341 = 166,4530 µg a day, x 7 = 1165,1712 µg a week
    // supplement with 500 mg/kg: 166,4530 / 500 = 0,332906 g a day, x 7 = 2,330342 g a week
    const need = iodineNeed({ animal: 'dog', weightKg: 10, content: 500 });
    expect(need?.daily).toBeCloseTo(166.453, 3);
    expect(need?.weekly).toBeCloseTo(1165.1712, 4);
    expect(need?.supplementDaily).toBeCloseTo(0.332906, 6);
    expect(need?.supplementWeekly).toBeCloseTo(2.330342, 6);
  });

  it('gives a cat 35 µg per kg metabolic weight', () => {
    // 4 kg cat: 35 x 2,53151 = 88,6030 µg; with 1000 mg/kg: 88,6030 / 1000 = 0,088603 g
    const need = iodineNeed({ animal: 'cat', weightKg: 4, content: 1000 });
    expect(need?.daily).toBeCloseTo(88.603, 3);
    expect(need?.supplementDaily).toBeCloseTo(0.088603, 6);
  });

  it('has no result until everything is filled', () => {
    expect(iodineNeed({ animal: 'cat', weightKg: 4, content: null })).toBeNull();
    expect(iodineNeed({ animal: null, weightKg: 4, content: 1000 })).toBeNull();
  });
});
