package org.kaylescourseware.partizan.milley;

import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameForm;
import org.kaylescourseware.partizan.GameSum;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModuloKComparator;

/**
 * The computed facts behind Milley's Section 5 (misère invertibility). S1 + S2 ≡ 0 (mod K) although
 * S1 ∈ R⁻ and S2 ∈ P⁻: S1 has an inverse in K, S2, that is not its conjugate S̄1 = {· | 0} (the
 * paper's barred S1, the normal-play −1, which is not in K and lies in L⁻). S̄2 = {0 | S̄1} lies in P⁻,
 * so S1 ≢ S̄2 and S2 ≢ S̄1 in any universe (their outcomes already differ at X = 0). Comparisons of
 * games outside K are "generalized": X still ranges over K only; in that sense S1 + S̄1 ≡ 0 as well,
 * while S2 + S̄2 is not equivalent to 0. Footnote 2's example, S1 incomparable with 0, holds modulo K too.
 */
public record InvertibilityFacts(OutcomeClass outcomeOfS1, OutcomeClass outcomeOfS2,
        OutcomeClass outcomeOfConjugateS1, OutcomeClass outcomeOfConjugateS2, ModularComparison s1PlusS2VersusZero,
        ModularComparison s1PlusConjugateVersusZero, ModularComparison s2PlusConjugateVersusZero,
        ModularComparison s1VersusConjugateS2, ModularComparison s2VersusConjugateS1, ModularComparison s1VersusZero) {

    /** S1 = {0 | ·} as a game form. */
    public static final GameForm S1 = new GameForm("S1", List.of(GameSum.of(Position.of())), List.of());
    /** S2 = {S1 | 0} as a game form. */
    public static final GameForm S2 = new GameForm("S2", List.of(GameSum.of(S1)), List.of(GameSum.of(Position.of())));
    /** The conjugate S̄1 = {· | 0}. */
    public static final GameForm CONJUGATE_S1 = S1.conjugate("S̄1");
    /** The conjugate S̄2 = {0 | S̄1}. */
    public static final GameForm CONJUGATE_S2 = new GameForm("S̄2", List.of(GameSum.of(Position.of())),
            List.of(GameSum.of(CONJUGATE_S1)));

    public static InvertibilityFacts compute(ModuloKComparator comparator) {
        GameSumSearch search = comparator.search();
        GameSum zero = GameSum.of(Position.of());
        GameSum s1 = GameSum.of(Position.of(1));
        GameSum s2 = GameSum.of(Position.of(2));
        return new InvertibilityFacts(search.outcome(s1), search.outcome(s2),
                search.outcome(GameSum.of(CONJUGATE_S1)), search.outcome(GameSum.of(CONJUGATE_S2)),
                comparator.compare(GameSum.of(Position.of(1, 2)), zero),
                comparator.compare(s1.plus(GameSum.of(CONJUGATE_S1)), zero),
                comparator.compare(s2.plus(GameSum.of(CONJUGATE_S2)), zero),
                comparator.compare(s1, GameSum.of(CONJUGATE_S2)),
                comparator.compare(s2, GameSum.of(CONJUGATE_S1)), comparator.compare(s1, zero));
    }
}
