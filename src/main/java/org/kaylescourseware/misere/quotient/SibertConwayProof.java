package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.PeriodicityFinder;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Sibert and Conway's forms of misère Kayles checked for every position of every size (Sibert and Conway,
 * "Mathematical Kayles", IJGT 20 (1992)): the positions that are P in normal play and N in misère play are precisely
 * those of the forms that claim PN, those that are N and P precisely those of the forms that claim NP.
 *
 * <p>The argument. The <em>signature</em> of a position X is Φ(X), 𝒢(X), for each length n some form names the
 * number of rows of n capped to a class (none, exactly one, even ≥ 2, odd ≥ 3; where no form names n as one row,
 * none, odd, even ≥ 2), and whether X has a row of a length no form names. The misère outcome is decided by Φ(X)
 * (the quotient), the normal one by 𝒢(X) (Sprague–Grundy), and whether X has a form by the classes and the flag,
 * since the lengths of one form's factors are distinct. Adding a row of n maps the signature of X to that of X + K_n
 * by a step that depends on n only through (Φ(n), 𝒢(n)) when no form names n. Both Φ and 𝒢 are periodic, so the
 * rows 1..{@code rowsFollowed} give every step, and the signatures of all positions are the finite closure of the
 * signature of the empty position under those steps. The claim holds for every position exactly when it holds at
 * every signature of the closure. The closure is walked shortest first (Dial's algorithm, a row of n weighing n
 * pins), so that each signature comes with the smallest position that has it.
 *
 * @param namedLengths the row lengths the forms name, ascending
 * @param rowsFollowed the steps applied are those of the rows of 1..rowsFollowed pins
 * @param signatures how many signatures the positions of Kayles have
 * @param forms each form with the smallest position that has it
 * @param failing how many signatures the claim fails at
 * @param smallestCounterexample a position of fewest pins at which the claim fails, if there is one
 */
public record SibertConwayProof(List<Integer> namedLengths, int rowsFollowed, int signatures, List<FormWitness> forms,
        int failing, Optional<Witness> smallestCounterexample) {

    /** A position with its normal and misère outcomes. */
    public record Witness(Position position, OutcomeClass normal, OutcomeClass misere) {
    }

    /** A form with the smallest position (fewest pins) that has it, if any position has it. */
    public record FormWitness(SibertConwayForm form, Optional<Witness> smallest) {
    }

    public SibertConwayProof {
        namedLengths = List.copyOf(namedLengths);
        forms = List.copyOf(forms);
    }

    /**
     * Checks {@code forms} on every signature of the positions of {@code quotient}'s game, whose Φ must have a certified
     * period. A form whose factors name one length twice is refused: the count of such a length would not say which
     * factor its rows belong to.
     */
    public static SibertConwayProof of(List<SibertConwayForm> forms, MisereQuotient quotient) {
        return new Signatures(forms, quotient).prove();
    }

    /**
     * What is wrong with this proof, read back from a store, as the proof of {@code forms} with {@code quotient}: other
     * forms, lengths or rows, or a listed position that does not have its form, its outcomes or its failure. The counts
     * and the smallness of the positions are taken as stored: checking them means walking the closure again.
     */
    public Optional<String> firstProblem(List<SibertConwayForm> expectedForms, MisereQuotient quotient) {
        Signatures fresh = new Signatures(expectedForms, quotient);
        if (!forms.stream().map(FormWitness::form).toList().equals(expectedForms) || !namedLengths.equals(fresh.namedLengths())
                || rowsFollowed != fresh.rowsFollowed()) {
            return Optional.of("it proves other forms, or follows other rows than " + fresh.rowsFollowed());
        }
        for (FormWitness w : forms) {
            if (w.smallest().isPresent() && (!w.form().covers(w.smallest().get().position())
                    || !w.smallest().get().equals(fresh.witness(w.smallest().get().position())))) {
                return Optional.of(w.smallest().get() + " is not a position of the form " + w.form().text());
            }
        }
        if ((failing == 0) != smallestCounterexample.isEmpty() || smallestCounterexample.isPresent()
                && (!smallestCounterexample.get().equals(fresh.witness(smallestCounterexample.get().position()))
                || fresh.claimHolds(smallestCounterexample.get().position()))) {
            return Optional.of("its counterexample " + smallestCounterexample + " does not fit " + failing + " failures");
        }
        return Optional.empty();
    }

    /** The signatures of the positions of one game, and the walk through them shortest first. */
    private static final class Signatures {
        private final List<SibertConwayForm> forms;
        private final MisereQuotient quotient;
        private final int[] grundy;
        /** The named lengths, ascending; the class of each counts its rows in {@code radix} classes. */
        private final int[] lengths;
        /** 4 (none, exactly one, even ≥ 2, odd ≥ 3) where a form names the length as one row, else 3 (none, odd, even ≥ 2). */
        private final int[] radix;
        /** Where each length's class sits in the number that holds every class; {@code flag} is the other rows' place. */
        private final int[] place;
        private final int flag;
        private final int preperiod;
        private final int period;
        private final int rows;

        Signatures(List<SibertConwayForm> forms, MisereQuotient quotient) {
            this.forms = List.copyOf(forms);
            this.quotient = quotient;
            TreeSet<Integer> named = new TreeSet<>();
            TreeSet<Integer> single = new TreeSet<>();
            for (SibertConwayForm form : forms) {
                requireAForm(form);
                form.factors().forEach(f -> named.addAll(f.sizes()));
                form.factors().stream().filter(f -> f.count() == SibertConwayForm.Count.ONE).forEach(f -> single.addAll(f.sizes()));
            }
            lengths = named.stream().mapToInt(Integer::intValue).toArray();
            radix = Arrays.stream(lengths).map(n -> single.contains(n) ? 4 : 3).toArray();
            place = new int[lengths.length];
            int p = 1;
            for (int i = 0; i < lengths.length; i++) {
                place[i] = p;
                p *= radix[i];
            }
            flag = p;
            PretendingPeriod phi = quotient.period().filter(PretendingPeriod::certified).orElseThrow(() -> new IllegalArgumentException(
                    "the quotient of " + quotient.ruleCode() + " has no certified period of Φ: its signatures are not finitely many"));
            ImpartialRule rule = ImpartialRule.parse(quotient.ruleCode());
            grundy = GrundyValues.compute(rule, quotient.heapBound());
            Periodicity g = PeriodicityFinder.find(rule, grundy).orElseThrow(() -> new IllegalArgumentException(
                    "the nim-values of " + quotient.ruleCode() + " up to " + quotient.heapBound() + " certify no period"));
            preperiod = Math.max(Math.max(phi.preperiod(), g.preperiod()), 1);
            period = phi.period() / gcd(phi.period(), g.period()) * g.period();
            // the last period of rows 1..rows lies beyond the named lengths: a longer row has the pair of a row of it
            rows = Math.max(preperiod, named.isEmpty() ? 1 : named.last() + 1) + period - 1;
            if (rows > quotient.heapBound()) {
                throw new IllegalArgumentException("the rows up to " + rows + " are beyond the quotient's " + quotient.heapBound());
            }
        }

        List<Integer> namedLengths() {
            return Arrays.stream(lengths).boxed().toList();
        }

        int rowsFollowed() {
            return rows;
        }

        /** The outcomes of a position: normal from the nim-values (Sprague–Grundy), misère from the quotient. */
        Witness witness(Position position) {
            int nimSum = 0;
            for (int heap : position.heaps()) {
                nimSum ^= grundy[heap < grundy.length ? heap : preperiod + Math.floorMod(heap - preperiod, period)];
            }
            return new Witness(position, nimSum == 0 ? OutcomeClass.P : OutcomeClass.N, quotient.outcome(position));
        }

        /** Whether the claim holds at a position: its outcomes differ exactly when it has a form claiming them. */
        boolean claimHolds(Position position) {
            Witness w = witness(position);
            return claimHolds(w.normal().name() + w.misere().name(), f -> forms.get(f).covers(position));
        }

        private boolean claimHolds(String outcomes, IntPredicate has) {
            for (String claimed : List.of("PN", "NP")) {
                boolean hasForm = IntStream.range(0, forms.size()).anyMatch(f -> forms.get(f).claim().equals(claimed) && has.test(f));
                if (hasForm != outcomes.equals(claimed)) {
                    return false;
                }
            }
            return true;
        }

        /** Walks every signature from the empty position's, fewest pins first, and checks the claim at each. */
        SibertConwayProof prove() {
            List<int[]> steps = steps();
            List<int[]> pairs = new ArrayList<>();
            int[][] next = pairSteps(steps, pairs);
            Walk walk = new Walk(pairs.size() * 2 * flag, rows);
            walk.reach(0, 0, -1, -1);
            for (int d = 0; walk.pending() > 0; d++) {
                for (int s = walk.take(d); s >= 0; s = walk.take(d)) {
                    int pair = s / (2 * flag);
                    int classes = s % (2 * flag);
                    for (int t = 0; t < steps.size(); t++) {
                        int[] step = steps.get(t);
                        walk.reach(next[pair][t] * 2 * flag + advance(classes, step[3]), d + step[0], s, t);
                    }
                }
            }
            return verdict(walk, steps, pairs);
        }

        private SibertConwayProof verdict(Walk walk, List<int[]> steps, List<int[]> pairs) {
            int other = steps.stream().filter(step -> step[3] < 0).mapToInt(step -> step[0]).min().orElse(0);
            int signatures = 0;
            int failing = 0;
            int firstFailure = -1;
            int[] smallest = new int[forms.size()];
            Arrays.fill(smallest, -1);
            for (int classes = 0; classes < 2 * flag; classes++) {
                Position rep = representative(classes, other);
                boolean[] has = new boolean[forms.size()];
                for (int f = 0; f < forms.size(); f++) {
                    has[f] = forms.get(f).covers(rep);
                }
                for (int pair = 0; pair < pairs.size(); pair++) {
                    int s = pair * 2 * flag + classes;
                    if (!walk.reached(s)) {
                        continue;
                    }
                    signatures++;
                    String outcomes = (pairs.get(pair)[1] == 0 ? "P" : "N") + (quotient.isP(pairs.get(pair)[0]) ? "P" : "N");
                    if (!claimHolds(outcomes, f -> has[f])) {
                        failing++;
                        firstFailure = walk.smaller(firstFailure, s);
                    }
                    for (int f = 0; f < forms.size(); f++) {
                        smallest[f] = has[f] ? walk.smaller(smallest[f], s) : smallest[f];
                    }
                }
            }
            List<FormWitness> witnesses = new ArrayList<>();
            for (int f = 0; f < forms.size(); f++) {
                witnesses.add(new FormWitness(forms.get(f), position(walk, steps, smallest[f])));
            }
            return new SibertConwayProof(namedLengths(), rows, signatures, witnesses, failing, position(walk, steps, firstFailure));
        }

        /** The smallest position of a reached signature: the rows of the walk's path to it. */
        private Optional<Witness> position(Walk walk, List<int[]> steps, int s) {
            if (s < 0) {
                return Optional.empty();
            }
            List<Integer> heaps = new ArrayList<>();
            for (int at = s; walk.step(at) >= 0; at = walk.previous(at)) {
                heaps.add(steps.get(walk.step(at))[0]);
            }
            return Optional.of(witness(new Position(heaps)));
        }

        /**
         * One step per named length (its length, Φ, 𝒢, its index), then one per pair (Φ(n), 𝒢(n)) of the other rows
         * of 1..rows, with its shortest row: by the periods every longer row has the pair of one of these.
         */
        private List<int[]> steps() {
            List<int[]> steps = new ArrayList<>();
            for (int i = 0; i < lengths.length; i++) {
                steps.add(new int[] {lengths[i], quotient.pretend(lengths[i]), grundy[lengths[i]], i});
            }
            for (int n = 1; n <= rows; n++) {
                int x = quotient.pretend(n);
                int g = grundy[n];
                if (Arrays.binarySearch(lengths, n) < 0 && steps.stream().noneMatch(s -> s[3] < 0 && s[1] == x && s[2] == g)) {
                    steps.add(new int[] {n, x, g, -1});
                }
            }
            return steps;
        }

        /** The pairs (Φ(X), 𝒢(X)) of all positions, from the empty one's (0 is the identity), and each step's image of each. */
        private int[][] pairSteps(List<int[]> steps, List<int[]> pairs) {
            pairs.add(new int[] {0, 0});
            List<int[]> next = new ArrayList<>();
            for (int p = 0; p < pairs.size(); p++) {
                int[] row = new int[steps.size()];
                for (int t = 0; t < steps.size(); t++) {
                    int[] image = {quotient.product(pairs.get(p)[0], steps.get(t)[1]), pairs.get(p)[1] ^ steps.get(t)[2]};
                    int at = IntStream.range(0, pairs.size()).filter(i -> Arrays.equals(pairs.get(i), image)).findFirst().orElse(-1);
                    if (at < 0) {
                        at = pairs.size();
                        pairs.add(image);
                    }
                    row[t] = at;
                }
                next.add(row);
            }
            return next.toArray(new int[0][]);
        }

        /** The classes after one more row of the {@code named}-th length, or of a length no form names ({@code named} < 0). */
        private int advance(int classes, int named) {
            if (named < 0) {
                return classes < flag ? classes + flag : classes;
            }
            int k = classes / place[named] % radix[named];
            int after = k == 0 ? 1 : k == 1 ? 2 : k == 3 ? 2 : radix[named] == 4 ? 3 : 1;
            return classes + (after - k) * place[named];
        }

        /** A position with the counts of {@code classes}: k rows of the i-th length for class k, and a row of {@code other} if flagged. */
        private Position representative(int classes, int other) {
            List<Integer> heaps = new ArrayList<>();
            for (int i = 0; i < lengths.length; i++) {
                for (int k = classes / place[i] % radix[i]; k > 0; k--) {
                    heaps.add(lengths[i]);
                }
            }
            if (classes >= flag) {
                heaps.add(other);
            }
            return new Position(heaps);
        }

        private static void requireAForm(SibertConwayForm form) {
            if (form.normal() == form.misere()) {
                throw new IllegalArgumentException("the form " + form.text() + " claims one outcome in both conventions;"
                        + " a Sibert–Conway form claims PN or NP");
            }
            TreeSet<Integer> seen = new TreeSet<>();
            for (SibertConwayForm.Factor factor : form.factors()) {
                for (int n : factor.sizes()) {
                    if (!seen.add(n)) {
                        throw new IllegalArgumentException("the form " + form.text() + " names the length " + n + " in two"
                                + " factors: write each length in one factor");
                    }
                }
            }
        }

        private static int gcd(int a, int b) {
            return b == 0 ? a : gcd(b, a % b);
        }
    }

    /**
     * Dial's shortest-path walk over numbered signatures, a step weighing at most {@code maxWeight} pins: each signature
     * keeps its fewest pins, the signature it was reached from and the step, and waits in the bucket of its distance.
     */
    private static final class Walk {
        private final int[] distance;
        private final int[] previous;
        private final int[] step;
        private final int[][] buckets;
        private final int[] sizes;
        private int pending;

        Walk(int states, int maxWeight) {
            distance = new int[states];
            previous = new int[states];
            step = new int[states];
            Arrays.fill(distance, Integer.MAX_VALUE);
            buckets = new int[maxWeight + 1][16];
            sizes = new int[maxWeight + 1];
        }

        void reach(int s, int d, int from, int by) {
            if (d >= distance[s]) {
                return;
            }
            distance[s] = d;
            previous[s] = from;
            step[s] = by;
            int b = d % buckets.length;
            if (sizes[b] == buckets[b].length) {
                buckets[b] = Arrays.copyOf(buckets[b], 2 * sizes[b]);
            }
            buckets[b][sizes[b]++] = s;
            pending++;
        }

        /** The next signature whose fewest pins are {@code d}, or −1 when there is none left. */
        int take(int d) {
            int b = d % buckets.length;
            while (sizes[b] > 0) {
                int s = buckets[b][--sizes[b]];
                pending--;
                if (distance[s] == d) {
                    return s;
                }
            }
            return -1;
        }

        int pending() {
            return pending;
        }

        boolean reached(int s) {
            return distance[s] != Integer.MAX_VALUE;
        }

        int previous(int s) {
            return previous[s];
        }

        int step(int s) {
            return step[s];
        }

        /** Of two reached signatures (−1 for none), the one of fewer pins, the first on a tie. */
        int smaller(int a, int b) {
            return a < 0 || distance[b] < distance[a] ? b : a;
        }
    }
}
