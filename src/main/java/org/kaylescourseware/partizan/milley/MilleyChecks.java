package org.kaylescourseware.partizan.milley;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripMove;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.Sums;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModularRelation;
import org.kaylescourseware.partizan.modular.ModuloKComparator;

/**
 * The lemmas, corollaries and theorems of Milley (2015) checked against the misère search, each over
 * every position (and every test position X) up to a stated bound.
 */
public final class MilleyChecks {

    private final StripOutcomeSearch search;
    private final ModuloKComparator comparator;

    public MilleyChecks(ModuloKComparator comparator) {
        this.comparator = comparator;
        this.search = comparator.search().stripSearch();
    }

    private String everyPosition(int maxTotal) {
        return "every position of total size ≤ " + maxTotal;
    }

    private String everyTest() {
        return "every X of total size ≤ " + comparator.testBound();
    }

    /** Lemma 1: no position of K is in L⁻. */
    public CheckedClaim lemma1(int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        List<Position> positions = KaylesUniverse.positionsUpTo(maxTotal);
        for (Position p : positions) {
            if (counterexample.isEmpty() && search.outcome(p) == OutcomeClass.L) {
                counterexample = Optional.of(StripNotation.of(p) + " is in L⁻");
            }
        }
        return CheckedClaim.search("Lemma 1", "If G ∈ " + KaylesUniverse.SYMBOL + " then G ∉ L⁻.", everyPosition(maxTotal),
                "the statement against the outcome found by playing every line out", positions.size(), counterexample);
    }

    /**
     * The three cases of Lemma 1's proof, by the total number m of cells: m ≡ 0 (mod 3), Right wins
     * moving first; m ≡ 1, the position is in R⁻; m ≡ 2, Left loses moving first.
     */
    public CheckedClaim lemma1ProofCases(int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        List<Position> positions = KaylesUniverse.positionsUpTo(maxTotal);
        for (Position p : positions) {
            int m = p.totalSize() % 3;
            boolean holds = switch (m) {
                case 0 -> search.winsMovingFirst(p, Player.RIGHT);
                case 1 -> search.outcome(p) == OutcomeClass.R;
                default -> !search.winsMovingFirst(p, Player.LEFT);
            };
            if (!holds && counterexample.isEmpty()) {
                counterexample = Optional.of(StripNotation.of(p) + " (m ≡ " + m + ") is in " + search.outcome(p) + "⁻");
            }
        }
        return CheckedClaim.search("Lemma 1, the cases of its proof", "With m cells in all: if m ≡ 0 (mod 3) Right wins"
                + " moving first (G ∈ R⁻ ∪ N⁻); if m ≡ 1, G ∈ R⁻; if m ≡ 2, Left loses moving first (G ∈ R⁻ ∪ P⁻).",
                everyPosition(maxTotal), "each case's claim, by the residue of m, against the game-tree search",
                positions.size(), counterexample);
    }

    /**
     * Corollary 1: if Left wins G moving first, G ∈ N⁻; if she wins moving second, G ∈ P⁻. Both
     * follow from Lemma 1; here the search for Left moving first (or second) is compared with the
     * search for Right moving first, a different game tree walk.
     */
    public CheckedClaim corollary1(int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        List<Position> positions = KaylesUniverse.positionsUpTo(maxTotal);
        int cases = 0;
        for (Position p : positions) {
            boolean leftFirst = search.winsMovingFirst(p, Player.LEFT);
            boolean rightFirst = search.winsMovingFirst(p, Player.RIGHT);
            cases++;
            if (counterexample.isEmpty() && leftFirst && !rightFirst) {
                counterexample = Optional.of("Left wins " + StripNotation.of(p) + " moving first and second: L⁻");
            }
        }
        return CheckedClaim.search("Corollary 1", "If Left wins G ∈ " + KaylesUniverse.SYMBOL + " playing first, G ∈ N⁻; if Left wins playing second,"
                + " G ∈ P⁻.", everyPosition(maxTotal), "the search with Left moving first against the search with Right"
                + " moving first: whenever Left wins the first, Right must win the second", cases, counterexample);
    }

    /** Lemma 2: G ≥ G^L + S1 (mod K) for every Left option G^L of G. */
    public CheckedClaim lemma2(int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (Position g : KaylesUniverse.positionsUpTo(maxTotal)) {
            for (StripMove move : PositionMoves.of(g, Player.LEFT)) {
                cases++;
                ModularComparison cmp = comparator.compare(g, Sums.plus(move.after(), Position.of(1)));
                if (counterexample.isEmpty() && !cmp.atLeast()) {
                    counterexample = Optional.of("G = " + StripNotation.of(g) + ", G^L = "
                            + StripNotation.of(move.after()) + ": " + cmp.notAtLeast().orElseThrow());
                }
            }
        }
        return CheckedClaim.search("Lemma 2", "If G ∈ " + KaylesUniverse.SYMBOL + " and G^L is any Left option of G then G ≥ G^L + S1 "
                + KaylesUniverse.MODULO + ".",
                everyPosition(maxTotal) + " and each of its Left options, against " + everyTest(),
                "the misère search of G + X against that of G^L + S1 + X, for every test position X", cases,
                counterexample);
    }

    /** The most cells a position G has in the check of Corollary 2 when G + S1 has at most {@code maxTotal}. */
    public static int corollary2Bound(int maxTotal) {
        return maxTotal - 1;
    }

    /** Corollary 2: if Left can win G + S1 moving first, she can win by moving to G; for every G of at most maxTotal - 1 cells. */
    public CheckedClaim corollary2(int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (Position g : KaylesUniverse.positionsUpTo(corollary2Bound(maxTotal))) {
            Position withSquare = Sums.plus(g, Position.of(1));
            cases++;
            if (search.winsMovingFirst(withSquare, Player.LEFT) && search.winsMovingFirst(g, Player.RIGHT)
                    && counterexample.isEmpty()) {
                counterexample = Optional.of("Left wins " + StripNotation.of(withSquare) + " moving first, but not by"
                        + " moving to " + StripNotation.of(g));
            }
        }
        return CheckedClaim.search("Corollary 2", "For any G ∈ " + KaylesUniverse.SYMBOL + ", if Left can win G + S1 then Left can win by moving to G.",
                "every position G of total size ≤ " + corollary2Bound(maxTotal) + " (every G + S1 of total size ≤ " + maxTotal + ")",
                "the search for Left moving first on G + S1 against the"
                        + " search for Right moving first on G", cases, counterexample);
    }

    /** Corollary 3: S2 > 2S1 (mod K), strictly. */
    public CheckedClaim corollary3() {
        return relationCheck("Corollary 3", "S2 > 2S1 " + KaylesUniverse.MODULO + ": S2 ≥ 2S1, and strictly (S2 ∈ P⁻, 2S1 ∈ R⁻).",
                Position.of(2), Position.of(1, 1), ModularRelation.GREATER);
    }

    /** Corollary 4: S1 + S2 ≡ 0 (mod K). */
    public CheckedClaim corollary4() {
        return relationCheck("Corollary 4", "S1 + S2 ≡ 0 " + KaylesUniverse.MODULO + ".", Position.of(1, 2), Position.of(),
                ModularRelation.EQUIVALENT);
    }

    /** Corollary 5: S_n ≡ 0 (mod K) when n ≡ 0 (mod 3). */
    public CheckedClaim corollary5(int maxN) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (int n = 3; n <= maxN; n += 3) {
            cases++;
            ModularComparison cmp = comparator.compare(Position.of(n), Position.of());
            if (counterexample.isEmpty() && !cmp.equivalent()) {
                counterexample = Optional.of("S" + n + ": " + cmp.distinguishingWitness().orElseThrow());
            }
        }
        return CheckedClaim.search("Corollary 5", "If n ≡ 0 (mod 3) then S_n ≡ 0 " + KaylesUniverse.MODULO + ".",
                "S3, S6, …, S" + (maxN - maxN % 3) + " against " + everyTest(), "the misère search of S_n + X against"
                        + " that of X, for every test position X", cases, counterexample);
    }

    private CheckedClaim relationCheck(String name, String statement, Position g, Position h,
            ModularRelation expected) {
        ModularComparison cmp = comparator.compare(g, h);
        Optional<String> counterexample = cmp.relation() == expected ? Optional.empty()
                : Optional.of("found " + cmp.statement() + cmp.distinguishingWitness().map(w -> "; " + w).orElse(""));
        return CheckedClaim.search(name, statement, everyTest(), "the claimed relation against the misère search of"
                + " G + X and H + X, for every test position X", cmp.testPositions(), counterexample);
    }
}
