package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.exercise.kinds.PartizanOutcomeExercises;
import org.kaylescourseware.exercise.kinds.PartizanReductionAnswer;
import org.kaylescourseware.exercise.kinds.PartizanReductionExercises;
import org.kaylescourseware.exercise.kinds.ReducedFormAnswer;
import org.kaylescourseware.exercise.kinds.ReducedFormExercises;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.milley.MilleyFormulas;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The two kinds answered by the misère and partizan packages, over many seeds and every difficulty,
 * against routes of the tests' own: Bouton's misère rule for Nim sums, the closed form of Milley's
 * Theorem 1, and a comparison modulo K against more test positions than the generator's check uses.
 */
class ReductionAnswersTest {

    private static final int SEEDS = 40;
    private static final ReducedFormExercises REDUCED_FORMS = new ReducedFormExercises(Plans.cited());
    private static final PartizanReductionExercises PARTIZAN = new PartizanReductionExercises(Plans.cited());

    private static List<Exercise> draws(ExerciseGenerator generator, Difficulty difficulty, int seeds) {
        return IntStream.rangeClosed(1, seeds)
                .mapToObj(seed -> generator.generate(new Draw(seed, difficulty, new SplittableRandom(seed))))
                .toList();
    }

    /**
     * Bouton's misère Nim rule (Bouton 1902; Winning Ways ch. 13): the player to move loses exactly when
     * some heap has two or more tokens and the nim-sum is 0, or every heap has one token and there is an
     * odd number of them (none at all counts as a win for the player who cannot move).
     */
    private static boolean misereNimPlayerToMoveLoses(Position position) {
        boolean small = position.heaps().stream().allMatch(h -> h <= 1);
        if (small) {
            return position.heaps().size() % 2 == 1;
        }
        return position.heaps().stream().reduce(0, (a, b) -> a ^ b) == 0;
    }

    private static Position plus(Position a, Position b) {
        List<Integer> heaps = new ArrayList<>(a.heaps());
        heaps.addAll(b.heaps());
        return new Position(heaps);
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void reducedFormPlaysLikeThePositionBesideEveryNimPositionByBoutonsRule(Difficulty difficulty) {
        List<Position> others = Partitions.upToTotalSize(7);
        for (Exercise e : draws(REDUCED_FORMS, difficulty, SEEDS)) {
            ReducedFormAnswer answer = (ReducedFormAnswer) e.answer();
            for (Position x : others) {
                assertEquals(misereNimPlayerToMoveLoses(plus(answer.position(), x)),
                        misereNimPlayerToMoveLoses(plus(answer.reducedForm(), x)), e.shownAnswer() + ", beside " + x);
            }
            assertTrue(answer.position().totalSize() <= difficulty.maxMisereTotal(), e.shownAnswer().tex());
            assertTrue(e.solution().get(e.solution().size() - 1).tex().contains(answer.reducedForm().heaps().isEmpty()
                    ? "(·)" : answer.reducedForm().heaps().get(0).toString()), e.shownAnswer().tex());
            List<String> heaps = new ArrayList<>(answer.reducedForm().heaps().stream().map(String::valueOf).toList());
            java.util.Collections.reverse(heaps);
            assertTrue(e.accepts(Map.of("reduced-form", heaps.isEmpty() ? "()" : "(" + String.join(", ", heaps) + ")")));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void reducedFormHasAtMostOneOddHeapAndItIsTheLargest(Difficulty difficulty) {
        for (Exercise e : draws(REDUCED_FORMS, difficulty, SEEDS)) {
            List<Integer> heaps = ((ReducedFormAnswer) e.answer()).reducedForm().heaps();
            List<Integer> odd = heaps.stream().filter(h -> h % 2 == 1).toList();
            assertTrue(odd.isEmpty() || (odd.size() == 1 && odd.get(0).equals(heaps.get(0))), e.shownAnswer().tex());
        }
    }

    @Test
    void reducedFormExercisesMixReducedAndUnreducedPositions() {
        Set<Boolean> seen = new HashSet<>();
        for (Exercise e : draws(REDUCED_FORMS, Difficulty.MEDIUM, SEEDS)) {
            ReducedFormAnswer answer = (ReducedFormAnswer) e.answer();
            seen.add(answer.position().equals(answer.reducedForm()));
        }
        assertEquals(Set.of(true, false), seen);
    }

    /** The first example of Definition 5 in the paper: (1, 2, 3) reduces to (2, 2). */
    @Test
    void reducedFormOfOneTwoThreeIsTwoTwoAsInThePaper() {
        assertEquals("the reduced form of (1, 2, 3) is (2, 2)",
                new ReducedFormAnswer(Position.of(1, 2, 3), Position.of(2, 2)).shown());
        assertTrue(ReducedFormExercises.isReducedByDefinition(Position.of(2, 2)));
        assertTrue(!ReducedFormExercises.isReducedByDefinition(Position.of(1, 2, 3)));
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void partizanReductionIsTheoremOnesClosedForm(Difficulty difficulty) {
        for (Exercise e : draws(PARTIZAN, difficulty, SEEDS)) {
            PartizanReductionAnswer answer = (PartizanReductionAnswer) e.answer();
            // Milley 2015, Theorem 1: S_3k ≡ kS1 + kS2, S_3k+1 ≡ (k+1)S1 + kS2, S_3k+2 ≡ kS1 + (k+1)S2
            int k = 0;
            int j = 0;
            for (int n : answer.position().heaps()) {
                k += n / 3 + (n % 3 == 1 ? 1 : 0);
                j += n / 3 + (n % 3 == 2 ? 1 : 0);
            }
            assertEquals(new ReducedSum(k, j), answer.reduction(), e.shownAnswer().tex());
            assertEquals(MilleyFormulas.theorem1Reduction(answer.position()), answer.reduction());
            assertTrue(e.accepts(Map.of("reduction", strips(k, j))), "Theorem 1's own sum");
            // Corollary 4: S1 + S2 ≡ 0, so every sum with the same k − j is right, fewer pairs or more
            int fewer = Math.min(k, j);
            assertTrue(e.accepts(Map.of("reduction", strips(k - fewer, j - fewer))), "the sum with no S1 + S2 left");
            assertTrue(e.accepts(Map.of("reduction", strips(k + 3, j + 3))), "three more copies of S1 + S2");
            assertFalse(e.accepts(Map.of("reduction", strips(k + 1, j))), "another k − j is another class");
            assertFalse(e.accepts(Map.of("reduction", strips(j + 1, k))), "k and j exchanged");
        }
    }

    /** kS1 + jS2 as a student writes it: strips of 2, then of 1, joined by +; 0 for none. */
    private static String strips(int k, int j) {
        List<String> strips = new java.util.ArrayList<>();
        for (int i = 0; i < j; i++) {
            strips.add("2");
        }
        for (int i = 0; i < k; i++) {
            strips.add("1");
        }
        return strips.isEmpty() ? "0" : String.join(" + ", strips);
    }

    @Test
    void partizanReductionHoldsModuloKAgainstLargerTestPositions() {
        GameSumSearch search = new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 40));
        ModuloKComparator wider = new ModuloKComparator(search, PartizanReductionExercises.CHECK_BOUND + 2);
        for (Exercise e : draws(PARTIZAN, Difficulty.MEDIUM, 12)) {
            PartizanReductionAnswer answer = (PartizanReductionAnswer) e.answer();
            assertTrue(wider.compare(answer.position(), answer.reduction().toPosition()).equivalent(), e.shownAnswer().tex());
        }
    }

    @Test
    void partizanExercisesGrowWithDifficulty() {
        for (Difficulty d : Difficulty.values()) {
            draws(PARTIZAN, d, 10).forEach(e -> assertTrue(e.prompt().position().heaps().size()
                    == d.stripCount().max() && e.prompt().position().heaps().get(0) <= d.longestStrip()
                    && e.prompt().position().heaps().stream().anyMatch(n -> n >= 3), e.prompt().shownPosition()));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void partizanOutcomeIsWhatASearchOfTheGameTreeFinds(Difficulty difficulty) {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, PartizanOutcomeExercises.MAX_CELLS);
        Set<OutcomeClass> seen = new HashSet<>();
        for (Exercise e : draws(new PartizanOutcomeExercises(Plans.cited()), difficulty, SEEDS)) {
            PartizanOutcomeExercises.PartizanOutcomeAnswer answer = (PartizanOutcomeExercises.PartizanOutcomeAnswer) e.answer();
            OutcomeClass searched = search.outcome(answer.position());
            assertEquals(searched, answer.outcome(), e.prompt().shownPosition());
            assertTrue(e.accepts(Map.of("outcome", searched.name())));
            assertFalse(e.accepts(Map.of("outcome", searched == OutcomeClass.N ? "P" : "N")));
            seen.add(searched);
        }
        assertTrue(seen.size() >= 2, "more than one outcome is asked: " + seen);
    }
}
