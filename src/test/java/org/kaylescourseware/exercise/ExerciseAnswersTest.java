package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.exercise.kinds.GrundyValueAnswer;
import org.kaylescourseware.exercise.kinds.GrundyValueExercises;
import org.kaylescourseware.exercise.kinds.NimSumExercises;
import org.kaylescourseware.exercise.kinds.OutcomeAnswer;
import org.kaylescourseware.exercise.kinds.OutcomeExercises;
import org.kaylescourseware.exercise.kinds.PeriodAnswer;
import org.kaylescourseware.exercise.kinds.PeriodExercises;
import org.kaylescourseware.exercise.kinds.WinningMovesAnswer;
import org.kaylescourseware.exercise.kinds.WinningMovesExercises;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/**
 * Every answer a generator gives, over many seeds and every difficulty, against the tests' own
 * routes: {@link NaiveGame} (whole game trees), the plain mex recurrence run far, and for Kayles
 * the nim-sequence of the literature.
 */
class ExerciseAnswersTest {

    private static final int SEEDS = 40;
    private static final ImpartialGame KAYLES = ImpartialGame.of("Kayles", OctalGame.parse("0.77"));
    private static final ImpartialGame DAWSON = ImpartialGame.of("Dawson's Kayles", OctalGame.parse("0.07"));
    private static final ImpartialGame OCTAL_137 = ImpartialGame.of("Octal game", OctalGame.parse("0.137"));
    private static final ImpartialGame NIM = ImpartialGame.of("Nim", Nim.INSTANCE);

    /**
     * Kayles K0..K83 as Conway gives them (On Numbers and Games, p. 127, quoted in the seed
     * 001_e1f82615c4b9ebd4.txt; Guy and Smith 1956): rows of twelve, periodic with period 12 from the
     * last row on.
     */
    private static final int[] KAYLES_LITERATURE = {
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6,
        4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
        4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7,
        4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    };

    private static List<Exercise> draws(ExerciseGenerator generator, Difficulty difficulty) {
        return java.util.stream.IntStream.rangeClosed(1, SEEDS)
                .mapToObj(seed -> generator.generate(new Draw(seed, difficulty, new SplittableRandom(seed))))
                .toList();
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void grundyValueOfKaylesAgreesWithTheLiteratureAndTheGameTree(Difficulty difficulty) {
        NaiveGame naive = new NaiveGame(KAYLES.rule());
        for (Exercise e : draws(new GrundyValueExercises(KAYLES), difficulty)) {
            GrundyValueAnswer answer = (GrundyValueAnswer) e.answer();
            assertEquals(KAYLES_LITERATURE[answer.heap()], answer.value(), e.shownAnswer().tex());
            assertEquals(KAYLES_LITERATURE[answer.heap()] ^ KAYLES_LITERATURE[answer.other()], answer.sumValue());
            if (answer.heap() + answer.other() <= 22) {
                assertEquals(naive.grundy(List.of(answer.heap())), answer.value(), e.shownAnswer().tex());
                assertEquals(naive.grundy(List.of(answer.heap(), answer.other())), answer.sumValue());
            }
            assertTrue(difficulty.singleHeap().min() <= answer.heap() && answer.heap() <= difficulty.singleHeap().max());
            assertTrue(1 <= answer.other() && answer.other() < answer.heap(), "the other heap's value is given");
            // one step per move of the heap, then the set reached, the mex, and the sum
            assertEquals(KAYLES.rule().options(answer.heap()).size() + 3, e.solution().size());
            assertTrue(e.solution().get(e.solution().size() - 2).tex().endsWith("\\mathcal{G}(" + answer.heap() + ") = "
                    + answer.value() + "\\)."), e.solution().get(e.solution().size() - 2).tex());
            assertTrue(e.accepts(Map.of("value", " " + answer.value(), "sum-value", "+" + answer.sumValue())));
            assertFalse(e.accepts(Map.of("value", String.valueOf(answer.value() + 1), "sum-value",
                    String.valueOf(answer.sumValue()))));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void grundyValueOfOtherGamesAgreesWithThePlainRecurrence(Difficulty difficulty) {
        for (ImpartialGame game : List.of(DAWSON, OCTAL_137)) {
            int[] plain = GrundyValues.byMexRecurrence(game.rule(), 100);
            for (Exercise e : draws(new GrundyValueExercises(game), difficulty)) {
                GrundyValueAnswer answer = (GrundyValueAnswer) e.answer();
                assertEquals(plain[answer.heap()], answer.value(), game.name() + ": " + e.shownAnswer());
                assertEquals(plain[answer.heap()] ^ plain[answer.other()], answer.sumValue());
                List<Integer> given = e.prompt().givenValues().stream().flatMap(r -> r.values().stream()).toList();
                assertEquals(answer.heap(), given.size(), "g(0..n-1) are given");
                for (int n = 0; n < given.size(); n++) {
                    assertEquals(plain[n], given.get(n), "given g(" + n + ")");
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void nimSumIsTheValueOfTheWholeNimPosition(Difficulty difficulty) {
        NaiveGame naive = new NaiveGame(NIM.rule());
        for (Exercise e : draws(new NimSumExercises(NIM), difficulty)) {
            NimSumExercises.NimSumAnswer answer = (NimSumExercises.NimSumAnswer) e.answer();
            List<Integer> heaps = NaiveGame.of(answer.position());
            int xor = heaps.stream().reduce(0, (a, b) -> a ^ b);
            assertEquals(xor, answer.nimSum(), e.prompt().shownPosition());
            if (answer.position().totalSize() <= 24) {
                assertEquals(naive.grundy(heaps), answer.nimSum(), "the game tree of " + heaps);
            }
            assertTrue(e.accepts(Map.of("nim-sum", String.valueOf(xor))));
            assertFalse(e.accepts(Map.of("nim-sum", String.valueOf(xor ^ 1))));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void winningMovesAreExactlyTheMovesToPositionsOfValueZero(Difficulty difficulty) {
        for (ImpartialGame game : List.of(KAYLES, DAWSON, OCTAL_137)) {
            NaiveGame naive = new NaiveGame(game.rule());
            for (Exercise e : draws(new WinningMovesExercises(game), difficulty)) {
                List<Integer> start = NaiveGame.of(e.prompt().position());
                WinningMovesAnswer answer = (WinningMovesAnswer) e.answer();
                assertFalse(answer.moves().isEmpty(), "an N-position is drawn: " + start);
                Set<List<Integer>> expected = naive.after(start).stream()
                        .filter(p -> value(naive, game.rule(), p) == 0).collect(Collectors.toSet());
                assertEquals(expected, NaiveGame.afterPositions(answer.moves()), game.name() + " " + start);
                assertEquals(answer.moves().size(), expected.size(), "no move listed twice");
                List<String> written = new java.util.ArrayList<>(expected.stream().map(ExerciseAnswersTest::written).toList());
                java.util.Collections.reverse(written);
                assertTrue(e.accepts(Map.of("moves", String.join(" ; ", written))), "every winning move, any order");
                if (written.size() > 1) {
                    assertFalse(e.accepts(Map.of("moves", written.get(0))), "one winning move is not all of them");
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void outcomeIsPExactlyWhenEveryMoveReachesAnNPosition(Difficulty difficulty) {
        Set<OutcomeClass> seen = new HashSet<>();
        for (ImpartialGame game : List.of(KAYLES, DAWSON)) {
            NaiveGame naive = new NaiveGame(game.rule());
            for (Exercise e : draws(new OutcomeExercises(game), difficulty)) {
                List<Integer> start = NaiveGame.of(e.prompt().position());
                OutcomeAnswer answer = (OutcomeAnswer) e.answer();
                OutcomeClass expected = value(naive, game.rule(), start) == 0 ? OutcomeClass.P : OutcomeClass.N;
                assertEquals(expected, answer.outcome(), game.name() + " " + start);
                assertEquals(expected == OutcomeClass.N, !answer.winningMoves().isEmpty());
                for (List<Integer> after : NaiveGame.afterPositions(answer.winningMoves())) {
                    assertEquals(0, value(naive, game.rule(), after), "a winning move leaves value 0");
                    assertTrue(e.accepts(Map.of("outcome", "N", "move", written(after))), "any winning move will do");
                }
                if (expected == OutcomeClass.P) {
                    assertTrue(e.accepts(Map.of("outcome", "P", "move", "None")));
                    assertFalse(e.accepts(Map.of("outcome", "N", "move", "none")));
                }
                seen.add(answer.outcome());
            }
        }
        assertEquals(Set.of(OutcomeClass.P, OutcomeClass.N), seen, "both outcomes are asked");
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void periodOfTheLessonsOwnGameHoldsFarBeyondTheTableAndTheFarValuesAreRight(Difficulty difficulty) {
        for (ImpartialGame game : List.of(KAYLES, DAWSON, OCTAL_137)) {
            int[] g = GrundyValues.byMexRecurrence(game.rule(), 3_000);
            for (Exercise e : draws(PeriodExercises.of(game).orElseThrow(), difficulty)) {
                PeriodAnswer a = (PeriodAnswer) e.answer();
                assertEquals(game.rule().code(), e.prompt().rule(), "the period of the lesson's own game");
                for (int n = a.preperiod(); n + a.period() < g.length; n++) {
                    assertEquals(g[n], g[n + a.period()], e.prompt().rule() + " at n = " + n);
                }
                if (a.preperiod() > 0) {
                    assertNotEquals(g[a.preperiod() - 1], g[a.preperiod() - 1 + a.period()], "the preperiod is least");
                }
                for (int p = 1; p < a.period(); p++) {
                    final int q = p;
                    assertTrue(java.util.stream.IntStream.range(2_000, 2_900).anyMatch(n -> g[n] != g[n + q]),
                            e.prompt().rule() + " is not periodic with the shorter period " + p);
                }
                assertEquals(g[a.first()], a.firstValue(), "g(" + a.first() + ")");
                assertEquals(g[a.second()], a.secondValue(), "g(" + a.second() + ")");
                assertEquals(g[a.first()] == g[a.second()], a.outcome() == OutcomeClass.P, "the outcome of the far sum");
                assertEquals(3, e.fields().size());
                // one period, from n0 or later, and past every heap another exercise of the level asks about
                int from = e.prompt().givenValues().get(0).from();
                List<Integer> given = e.prompt().givenValues().stream().flatMap(r -> r.values().stream()).toList();
                assertEquals(a.period(), given.size(), "one period is shown");
                assertTrue(from >= a.preperiod() && from > difficulty.singleHeap().max() && from > difficulty.heapInSum().max(),
                        "the period shown starts at " + from);
                for (int n = 0; n < given.size(); n++) {
                    assertEquals(g[from + n], given.get(n), "given g(" + (from + n) + ")");
                }
            }
        }
    }

    /** Kayles: period 12 from 71 (Guy and Smith 1956); Dawson's Kayles: period 34 from 53 (Winning Ways, ch. 4). */
    @Test
    void periodExercisesGiveThePeriodsOfTheLiterature() {
        PeriodAnswer kayles = (PeriodAnswer) PeriodExercises.of(KAYLES).orElseThrow()
                .generate(new Draw(1, Difficulty.MEDIUM, new SplittableRandom(1))).answer();
        assertEquals(List.of(12, 71), List.of(kayles.period(), kayles.preperiod()));
        PeriodAnswer dawson = (PeriodAnswer) PeriodExercises.of(DAWSON).orElseThrow()
                .generate(new Draw(1, Difficulty.MEDIUM, new SplittableRandom(1))).answer();
        assertEquals(List.of(34, 53), List.of(dawson.period(), dawson.preperiod()));
    }

    @Test
    void gamesWithoutACertifiedPeriodHaveNoPeriodExercise() {
        assertTrue(PeriodExercises.of(NIM).isEmpty(), "Nim has no period");
        assertTrue(PeriodExercises.of(ImpartialGame.of("Officers", OctalGame.parse("0.6"))).isEmpty(),
                "Officers has no period the solver certifies within its reach");
    }

    /** A position as a student might write it: smallest heap first, with spaces. */
    static String written(List<Integer> heaps) {
        List<String> parts = new java.util.ArrayList<>(heaps.stream().map(String::valueOf).toList());
        java.util.Collections.reverse(parts);
        return parts.isEmpty() ? "0" : String.join(" + ", parts);
    }

    /** Normal-play value: the whole game tree when small, else the nim-sum of plain recurrence values. */
    private static int value(NaiveGame naive, ImpartialRule rule, List<Integer> heaps) {
        if (heaps.stream().mapToInt(Integer::intValue).sum() <= 24) {
            return naive.grundy(heaps);
        }
        int[] g = GrundyValues.byMexRecurrence(rule, heaps.stream().mapToInt(Integer::intValue).max().orElse(0));
        int x = 0;
        for (int h : heaps) {
            x ^= g[h];
        }
        return x;
    }
}
