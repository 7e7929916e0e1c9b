package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.EquivalenceVerdict;
import org.kaylescourseware.misere.MisereEquivalence;
import org.kaylescourseware.misere.MisereTreeOutcomes;
import org.kaylescourseware.misere.PartizanMisereOrder;

/**
 * Checks the theorems of "Misère equivalence classes of Nim positions" (INTEGERS 16, 2016) over
 * every Nim position up to a total size, deciding each case by the recursive tests (Theorem 1 for
 * {@code ≡}, Theorem 3 for {@code =}) run on the positions' game trees, never by the theorem
 * being checked. The order lemmas behind the proofs are in {@link NimOrderLemmas}.
 */
public final class NimEquivalenceVerification {

    /** The largest total size accepted: 2 714 positions, 3.7 million pairs (minutes, not seconds). */
    public static final int MAX_TOTAL_SIZE = 20;

    private final int maxTotalSize;
    private final List<Position> positions;
    private final Map<Position, GameTree> trees = new LinkedHashMap<>();
    private final Map<Position, Position> reducedForms = new LinkedHashMap<>();
    private final GameTreeCache cache = new GameTreeCache();
    private final MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
    private final MisereEquivalence impartial = MisereEquivalence.impartialContext(outcomes);
    private final MisereEquivalence partizan = MisereEquivalence.partizanContext();
    private final PartizanMisereOrder order = new PartizanMisereOrder();

    /**
     * @throws IllegalArgumentException when the bound is outside 0 to {@link #MAX_TOTAL_SIZE}
     */
    public NimEquivalenceVerification(int maxTotalSize) {
        if (maxTotalSize < 0 || maxTotalSize > MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("the verification bound (total heap size) must be between 0 and "
                    + MAX_TOTAL_SIZE + ", got " + maxTotalSize);
        }
        this.maxTotalSize = maxTotalSize;
        this.positions = Partitions.upToTotalSize(maxTotalSize);
        for (Position p : positions) {
            trees.put(p, cache.nimPosition(p));
            reducedForms.put(p, ReducedForm.of(p));
        }
    }

    GameTreeCache cache() {
        return cache;
    }

    MisereTreeOutcomes outcomes() {
        return outcomes;
    }

    MisereEquivalence impartialTest() {
        return impartial;
    }

    PartizanMisereOrder order() {
        return order;
    }

    /** Every Nim position checked, by total size. */
    public List<Position> positions() {
        return positions;
    }

    /** The game tree of a position checked here. */
    public GameTree tree(Position position) {
        GameTree tree = trees.get(position);
        if (tree == null) {
            throw new IllegalArgumentException(position + " is not among the positions of total size ≤ "
                    + maxTotalSize);
        }
        return tree;
    }

    /**
     * Why Theorem 1 finds {@code a ≡ b} or not, in the paper's words with Nim positions named as
     * positions: for example {@code "2+2 ≢ 0: condition 3 fails, G ≅ 0 but o⁻(H) = P, not N"}.
     */
    public String explainImpartial(Position a, Position b) {
        return explain(impartial, a, b);
    }

    /** Why Theorem 3 finds {@code a = b} or not, with Nim positions named as positions. */
    public String explainPartizan(Position a, Position b) {
        return explain(partizan, a, b);
    }

    private String explain(MisereEquivalence test, Position a, Position b) {
        EquivalenceVerdict verdict = test.verdict(tree(a), tree(b));
        String relation = a + " " + test.symbol() + " " + b;
        if (verdict.holds()) {
            return relation + ": " + verdict.reason();
        }
        String negated = a + " " + (test.symbol().equals("≡") ? "≢" : "≠") + " " + b;
        if (verdict.witness() == null) {
            return negated + ": condition " + verdict.condition() + " fails, " + verdict.reason();
        }
        Position option = positionOf(verdict.witness());
        String side = verdict.condition().equals("1") ? "H' = " : "G' = ";
        String other = verdict.condition().equals("1") ? "G" : "H";
        return negated + ": condition " + verdict.condition() + " fails at " + side + option + ": it has no option "
                + test.symbol() + " " + other + ", and no option of " + other + " is " + test.symbol() + " " + option;
    }

    private Position positionOf(GameTree tree) {
        return trees.entrySet().stream().filter(e -> e.getValue().equals(tree)).map(Map.Entry::getKey)
                .findFirst().orElseThrow();
    }

    /** Whether {@code a ≡ b} by Theorem 1. */
    public boolean impartiallyEquivalent(Position a, Position b) {
        return impartial.equivalent(tree(a), tree(b));
    }

    /** Whether {@code a = b} by Theorem 3. */
    public boolean partizanEqual(Position a, Position b) {
        return partizan.equivalent(tree(a), tree(b));
    }

    /**
     * The classes of {@code ≡} among the positions, found by Theorem 1 alone (each position is
     * compared with one member of every class found so far), in quasi-lexicographic order of their
     * least members. By Theorem 6 the least member of each class is its reduced form.
     */
    public List<NimEquivalenceClass> impartialClasses() {
        List<Position> ordered = new ArrayList<>(positions);
        ordered.sort(QuasiLexicographicOrder.INSTANCE);
        List<List<Position>> classes = new ArrayList<>();
        for (Position p : ordered) {
            List<Position> home = classes.stream()
                    .filter(c -> impartiallyEquivalent(c.get(0), p)).findFirst().orElse(null);
            if (home == null) {
                home = new ArrayList<>();
                classes.add(home);
            }
            home.add(p);
        }
        return classes.stream().map(c -> new NimEquivalenceClass(c.get(0), c)).toList();
    }

    /** Every check, in the paper's order. */
    public List<CheckedClaim> all() {
        return List.of(theorem3AgreesWithTheorem2(), lemma7OptionsSeparated(), theorem4(), theorem5(), corollary1(),
                theorem6());
    }

    /** An erratum for every check that fails (none, if the paper is right within the bound). */
    public List<Erratum> errata() {
        return all().stream().filter(r -> !r.holds()).map(Erratum::refuting).toList();
    }

    /**
     * The first step of the proof of Lemma 7: a Nim position never has the same outcome as one of
     * its options in every sum with Nim positions. Checked by playing G + X and G' + X out for the
     * Nim positions X within the bound until one separates them.
     */
    public CheckedClaim lemma7OptionsSeparated() {
        String counterexample = "";
        int pairs = 0;
        for (Position p : positions) {
            for (Position option : NimOrderLemmas.options(p)) {
                pairs++;
                boolean separated = positions.stream().anyMatch(x ->
                        outcomes.outcomeOfSum(tree(p), tree(x)) != outcomes.outcomeOfSum(tree(option), tree(x)));
                if (!separated && counterexample.isEmpty()) {
                    counterexample = p + " and its option " + option + " have the same outcome with every Nim "
                            + "position of total size ≤ " + maxTotalSize;
                }
            }
        }
        return result("Lemma 7, first step", "a Nim position and any of its options are told apart by a sum with"
                + " some Nim position", bound(), "misère outcomes of G + X and G' + X played out, "
                + "for every Nim position X within the bound", positions.size(), pairs, counterexample);
    }

    /** Theorem 5: {@code n + 1 ≡ n⊕1} for every heap n with n + 1 within the bound. */
    public CheckedClaim theorem5() {
        String counterexample = "";
        int checked = 0;
        for (int n = 0; n + 1 <= maxTotalSize; n++) {
            checked++;
            Position left = Position.of(n, 1);
            Position right = Position.of(n ^ 1);
            if (counterexample.isEmpty() && !impartiallyEquivalent(left, right)) {
                counterexample = left + " ≢ " + right + ": " + impartial.verdict(tree(left), tree(right)).reason();
            }
        }
        return result("Theorem 5", "for every Nim heap n, n + 1 ≡ n⊕1", "heaps n = 0 to " + (maxTotalSize - 1),
                "Theorem 1 (recursive test of ≡) on the two game trees", checked, checked, counterexample);
    }

    /** Corollary 1: every position is impartially equivalent to its reduced form. */
    public CheckedClaim corollary1() {
        String counterexample = "";
        for (Position p : positions) {
            Position reduced = reducedForms.get(p);
            if (counterexample.isEmpty() && !impartiallyEquivalent(p, reduced)) {
                counterexample = p + " ≢ its reduced form " + reduced;
            }
        }
        return result("Corollary 1", "the reduced form of a Nim position is impartially equivalent to it",
                bound(), "Theorem 1 (recursive test of ≡) on the position and its reduced form (Definition 5)",
                positions.size(), positions.size(), counterexample);
    }

    /** Theorem 6 (with Corollary 1): {@code G ≡ H} exactly when G and H have the same reduced form. */
    public CheckedClaim theorem6() {
        String counterexample = firstDisagreement(impartial::equivalent, "≡",
                (a, b) -> reducedForms.get(a).equals(reducedForms.get(b)), "the same reduced form");
        return result("Theorem 6", "Nim positions are impartially equivalent exactly when their reduced "
                + "forms are isomorphic", bound(), "Theorem 1 (recursive test of ≡) on every pair, against "
                + "equality of reduced forms", positions.size(), pairs(), counterexample);
    }

    /** Theorem 4: Nim positions are partizan-equal exactly when they are isomorphic. */
    public CheckedClaim theorem4() {
        String counterexample = firstDisagreement(partizan::equivalent, "=", Position::equals, "isomorphic");
        return result("Theorem 4", "equivalent Nim positions (sums with all partizan games) are isomorphic",
                bound(), "Theorem 3 (recursive test of = for impartial games) on every pair, against "
                + "isomorphism of the game trees", positions.size(), pairs(), counterexample);
    }

    /** Theorem 3 is Theorem 2 restricted to impartial games: both tests agree on every pair. */
    public CheckedClaim theorem3AgreesWithTheorem2() {
        String counterexample = firstDisagreement(partizan::equivalent, "= by Theorem 3",
                (a, b) -> order.equal(tree(a), tree(b)), "= by Theorem 2 (G ≥ H and H ≥ G)");
        return result("Theorem 3", "for impartial games, the simplified test of = agrees with Theorem 2",
                bound(), "Theorem 3 and Theorem 2 (G ≥ H and H ≥ G) on every pair", positions.size(), pairs(),
                counterexample);
    }

    private String firstDisagreement(BiPredicate<GameTree, GameTree> test, String testName,
            BiPredicate<Position, Position> expected, String expectedName) {
        for (int i = 0; i < positions.size(); i++) {
            for (int j = i + 1; j < positions.size(); j++) {
                Position a = positions.get(i);
                Position b = positions.get(j);
                boolean byTest = test.test(tree(a), tree(b));
                if (byTest != expected.test(a, b)) {
                    return a + " and " + b + ": " + (byTest ? "" : "not ") + testName + ", but "
                            + (byTest ? "not " : "") + expectedName;
                }
            }
        }
        return "";
    }

    /** How many classes of = (Theorem 3) the positions fall into: one each, by Theorem 4. */
    public int partizanClassCount() {
        return classes(partizan::equivalent);
    }

    /** Classes of a relation, by comparing each position with one member of each class found. */
    private int classes(BiPredicate<GameTree, GameTree> relation) {
        List<GameTree> representatives = new ArrayList<>();
        for (Position p : positions) {
            GameTree g = tree(p);
            if (representatives.stream().noneMatch(r -> relation.test(r, g))) {
                representatives.add(g);
            }
        }
        return representatives.size();
    }

    private long pairs() {
        long n = positions.size();
        return n * (n - 1) / 2;
    }

    private String bound() {
        return "all " + positions.size() + " Nim positions of total size ≤ " + maxTotalSize;
    }

    private static CheckedClaim result(String claim, String statement, String bound, String method,
            int positions, long pairs, String counterexample) {
        return CheckedClaim.search(claim, statement, bound, method, positions, pairs, CheckedClaim.firstFailure(counterexample));
    }
}
