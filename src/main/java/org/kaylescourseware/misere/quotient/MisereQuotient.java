package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The misère quotient of an impartial heap game restricted to heaps 1..{@code heapBound}: a finite
 * commutative monoid Q, its P-portion P ⊆ Q and the pretending function Φ from heaps to Q, such that
 * h1 + … + hk is a misère P-position exactly when Φ(h1)·…·Φ(hk) ∈ P (Plambeck and Siegel, "Misère
 * quotients for impartial games", JCTA 115 (2008)). Element 0 is the identity; elements are named
 * by their normal forms in the presentation.
 *
 * @param ruleCode the rule, e.g. {@code 0.77}
 * @param heapBound the largest heap the quotient covers
 * @param productTable the multiplication table: {@code productTable.get(x).get(y)} is xy
 * @param pPortion the elements of P, ascending
 * @param pretendingFunction Φ(0), Φ(1), …, Φ(heapBound)
 * @param presentation generators (the values of Φ, in order of first heap, that the earlier ones
 *        do not generate) and relations
 * @param changes the heaps at which the quotient changed, with its order and P-portion from then
 *        on; after the last one adding heaps changed nothing up to {@code heapBound}
 */
public record MisereQuotient(String ruleCode, int heapBound, List<List<Integer>> productTable,
        List<Integer> pPortion, List<Integer> pretendingFunction, Presentation presentation,
        List<Change> changes) {

    /** The quotient changed at {@code heap}: from there on it has {@code order} elements, {@code pPortion} of them in P. */
    public record Change(int heap, int order, int pPortion) {
    }

    public MisereQuotient {
        productTable = List.copyOf(productTable);
        pPortion = List.copyOf(pPortion);
        pretendingFunction = List.copyOf(pretendingFunction);
        changes = List.copyOf(changes);
    }

    static MisereQuotient of(String ruleCode, int heapBound, BipartiteMonoid quotient, int[] phi, List<Change> changes) {
        int[] table = quotient.table();
        int order = quotient.size();
        List<List<Integer>> rows = new ArrayList<>(order);
        List<Integer> p = new ArrayList<>();
        for (int x = 0; x < order; x++) {
            rows.add(new TableRow(table, x * order, order));
            if (quotient.isP(x)) {
                p.add(x);
            }
        }
        Presentation presentation = Presentation.of(quotient, generators(quotient, phi));
        return new MisereQuotient(ruleCode, heapBound, rows, p,
                java.util.Arrays.stream(phi).boxed().toList(), presentation, changes);
    }

    /** One row of a product table kept flat: a view, so that a large quotient is not boxed element by element. */
    private static final class TableRow extends java.util.AbstractList<Integer> implements java.util.RandomAccess {
        private final int[] table;
        private final int from;
        private final int size;

        TableRow(int[] table, int from, int size) {
            this.table = table;
            this.from = from;
            this.size = size;
        }

        @Override
        public Integer get(int i) {
            java.util.Objects.checkIndex(i, size);
            return table[from + i];
        }

        @Override
        public int size() {
            return size;
        }
    }

    /**
     * For each generator of the presentation, the heap that introduced it: the first heap whose
     * image the earlier heaps do not generate.
     */
    public List<Integer> generatorHeaps() {
        List<Integer> heaps = new ArrayList<>();
        List<Word> forms = presentation.normalForms();
        for (int g = 0; g < presentation.generators().size(); g++) {
            for (int h = 0; h < pretendingFunction.size(); h++) {
                Word form = forms.get(pretendingFunction.get(h));
                if (form.exponents().get(g) == 1 && form.exponents().stream().mapToInt(Integer::intValue).sum() == 1) {
                    heaps.add(h);
                    break;
                }
            }
        }
        return heaps;
    }

    /** Whether the quotient is tame: isomorphic to a misère quotient of Nim ({@link Tameness}). */
    public boolean isTame() {
        return Tameness.isTame(this);
    }

    /** The heaps at which the quotient changed. */
    public List<Integer> expansionHeaps() {
        return changes.stream().map(Change::heap).toList();
    }

    /** The values of Φ, heap by heap, that the earlier ones do not generate. */
    private static int[] generators(BipartiteMonoid table, int[] phi) {
        List<Integer> generators = new ArrayList<>();
        BitSet generated = new BitSet();
        generated.set(0);
        for (int value : phi) {
            if (generated.get(value)) {
                continue;
            }
            generators.add(value);
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int x = generated.nextSetBit(0); x >= 0; x = generated.nextSetBit(x + 1)) {
                    int y = table.product(x, value);
                    if (!generated.get(y)) {
                        generated.set(y);
                        grew = true;
                    }
                }
            }
        }
        return generators.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The number of elements of Q. */
    /** This quotient as the solver holds one, its product table in one array: what {@link #of} was made from. */
    BipartiteMonoid monoid() {
        int n = order();
        int[] table = new int[n * n];
        boolean[] p = new boolean[n];
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                table[x * n + y] = product(x, y);
            }
        }
        pPortion.forEach(x -> p[x] = true);
        return BipartiteMonoid.of(table, p);
    }

    public int order() {
        return productTable.size();
    }

    public int product(int x, int y) {
        return productTable.get(x).get(y);
    }

    public boolean isP(int element) {
        return pPortion.contains(element);
    }

    /** The normal form of an element as text, such as {@code ab²}; the identity is {@code 1}. */
    public String elementName(int element) {
        return presentation.text(normalForm(element));
    }

    /** The normal form of an element, as a word in the generators. */
    public Word normalForm(int element) {
        return presentation.normalForms().get(element);
    }

    /** Φ(heap); beyond the heaps computed, by the certified period of Φ (refused without one). */
    public int pretend(int heap) {
        if (heap > heapBound) {
            PretendingPeriod p = period().filter(PretendingPeriod::certified).orElseThrow(() -> uncovered(heap));
            return pretendingFunction.get(p.preperiod() + Math.floorMod(heap - p.preperiod(), p.period()));
        }
        requireCovered(heap);
        return pretendingFunction.get(heap);
    }

    /** Φ(h1)·…·Φ(hk): the element a position pretends to be. */
    public int element(Position position) {
        int x = 0;
        for (int heap : position.heaps()) {
            x = product(x, pretend(heap));
        }
        return x;
    }

    /** The misère outcome of a position, read off the quotient. */
    public OutcomeClass outcome(Position position) {
        return isP(element(position)) ? OutcomeClass.P : OutcomeClass.N;
    }

    /**
     * The last heap that changed the quotient (0 if none): from it up to {@code heapBound}, adding
     * heaps sent each new heap to an element already there.
     */
    public int stableFrom() {
        return changes.isEmpty() ? 0 : changes.get(changes.size() - 1).heap();
    }

    /**
     * Every move of {@code position} to a misère P-position, read off the quotient: the moves
     * whose result pretends to an element of P. One per distinct (heap size, remove, leaves).
     */
    public List<HeapMove> winningMoves(Position position) {
        ImpartialRule rule = ImpartialRule.parse(ruleCode);
        List<HeapMove> winning = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue;
            }
            for (HeapOption option : rule.options(heaps.get(i))) {
                Position after = position.replace(i, option.leaves());
                if (outcome(after) == OutcomeClass.P) {
                    winning.add(new HeapMove(heaps.get(i), option.remove(), option.leaves(), after));
                }
            }
        }
        return winning;
    }

    /**
     * The period of Φ over 0..heapBound: certified, when the periodicity theorem covers it (then
     * this quotient is that of every heap size), else the smallest one whose periodic part spans
     * three periods, if any.
     */
    public Optional<PretendingPeriod> period() {
        return PretendingPeriod.of(pretendingFunction, ImpartialRule.parse(ruleCode));
    }

    private void requireCovered(int heap) {
        if (heap < 0 || heap > heapBound) {
            throw uncovered(heap);
        }
    }

    private IllegalArgumentException uncovered(int heap) {
        return new IllegalArgumentException("heap " + heap + " is outside the misère quotient of " + ruleCode
                + ", which covers heaps 0.." + heapBound + " and has no certified period of Φ to go further;"
                + " compute the quotient with a larger heap bound");
    }
}
