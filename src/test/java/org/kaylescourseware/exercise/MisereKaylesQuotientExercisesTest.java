package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.exercise.kinds.MisereMoveAnswer;

/**
 * Lesson 4's misère Kayles exercises test the quotient (seventh referee, point 1): each asks a position where Bouton's
 * misère rule for Nim, applied to the rows' nim-values, gives the wrong misère outcome; none asks a position whose game
 * tree is a Nim position (rows of 1 and 2 pins only, K2 + 6K1 being Nim 2 + 1 + ... + 1); no two exercises of a set ask
 * positions that differ by pairs of K1 (K3 + 4K1 and K3 + 6K1), which play as no row at all on every probe (every
 * position of at most {@value #PROBE_PINS} pins, K_n and K_n + K_1 for n up to {@value #PROBE_ROW}); and each set's
 * read-off exercises have a misère P-position among their answers. Everything is found here with no theory of the
 * solver's: nim-values by the mex rule, misère outcomes by playing every line out, Bouton's rule written out.
 */
class MisereKaylesQuotientExercisesTest {

    private static final int SEEDS = 40;
    /** The exercises of a set, as the lesson asks them. */
    private static final int COUNT = 6;
    /** The most pins of a position added to tell two exercises' positions apart. */
    private static final int PROBE_PINS = 6;
    /** The longest row of a probe. */
    private static final int PROBE_ROW = 30;
    private static final Map<List<Integer>, Boolean> MISERE_P = new ConcurrentHashMap<>();
    private static final List<List<Integer>> PROBES = probes();

    /** Not the easy level: within its 14 pins the lesson's tables print every position that needs the quotient. */
    @ParameterizedTest
    @EnumSource(value = Difficulty.class, names = {"MEDIUM", "HARD"})
    void everyExerciseNeedsTheQuotientAndNoSetAsksOnePositionWithMorePairsOfOnes(Difficulty difficulty) {
        List<ExerciseSet> sets = new ArrayList<>();
        for (long seed = 1; seed <= SEEDS; seed++) {
            sets.add(ExerciseSet.generate(Plans.lesson("misere-kayles"), COUNT, seed, difficulty));
        }
        for (ExerciseSet set : sets) {
            String where = "seed " + set.seed() + ", " + difficulty + ": ";
            boolean readOffP = false;
            for (Exercise e : set.exercises()) {
                List<Integer> rows = e.prompt().position().heaps();
                boolean p = miserePBySearch(rows);
                assertNotEquals(p, boutonSaysP(rows), where + rows + ": Bouton's rule on the nim-values is right here");
                assertFalse(rows.stream().allMatch(r -> r <= 2), where + rows + " is a Nim position");
                if (e.kind() == ExerciseKind.MISERE_QUOTIENT && !((MisereMoveAnswer) e.answer()).asksEveryMove()) {
                    readOffP |= p;
                }
            }
            assertTrue(readOffP, where + "no read-off exercise asks a misère P-position");
            // K1 + K1 plays as no row at all (twoRowsOfOnePinPlayAsNoRow): K3 + 4K1 and K3 + 6K1 are one question. Within
            // 14 pins (easy) 5 classes of positions need the quotient, so one of 6 exercises repeats a class there
            List<List<Integer>> asked = set.exercises().stream().map(e -> e.prompt().position().heaps()).toList();
            long distinct = asked.stream().map(MisereKaylesQuotientExercisesTest::withoutPairsOfOnes).distinct().count();
            assertTrue(distinct >= (difficulty == Difficulty.EASY ? COUNT - 1 : COUNT), where + asked);
        }
    }

    /** Adding K1 + K1 to a probe never changes its misère outcome: a set asking X and X + K1 + K1 asks one class twice. */
    @Test
    void twoRowsOfOnePinPlayAsNoRow() {
        for (List<Integer> x : PROBES) {
            List<Integer> withPair = new ArrayList<>(x);
            withPair.addAll(List.of(1, 1));
            assertEquals(miserePBySearch(x), miserePBySearch(withPair), x + " and " + withPair);
        }
    }

    /** The rows with K1 + K1 taken away while two K1 are left. */
    private static List<Integer> withoutPairsOfOnes(List<Integer> rows) {
        List<Integer> out = new ArrayList<>(rows.stream().filter(r -> r > 1).sorted().toList());
        if (rows.stream().filter(r -> r == 1).count() % 2 == 1) {
            out.add(1);
        }
        return out;
    }

    /** Every sum of rows of at most {@value #PROBE_PINS} pins in all, the empty one first, then K_n and K_n + K_1. */
    private static List<List<Integer>> probes() {
        List<List<Integer>> all = new ArrayList<>();
        probes(new ArrayList<>(), PROBE_PINS, PROBE_PINS, all);
        for (int n = PROBE_PINS + 1; n <= PROBE_ROW; n++) {
            all.add(List.of(n));
            all.add(List.of(n, 1));
        }
        return List.copyOf(all);
    }

    private static void probes(List<Integer> rows, int largest, int room, List<List<Integer>> all) {
        all.add(List.copyOf(rows));
        for (int r = Math.min(largest, room); r >= 1; r--) {
            rows.add(r);
            probes(rows, r, room - r, all);
            rows.remove(rows.size() - 1);
        }
    }

    /** Bouton's misère rule for Nim on the rows' nim-values: P when every value is 0 or 1 and an odd number are 1, else
     * when the nim-sum is 0. */
    private static boolean boutonSaysP(List<Integer> rows) {
        int sum = 0;
        int ones = 0;
        boolean big = false;
        for (int r : rows) {
            int v = kaylesValue(r);
            sum ^= v;
            ones += v == 1 ? 1 : 0;
            big |= v >= 2;
        }
        return big ? sum == 0 : ones % 2 == 1;
    }

    /** 𝒢(K_n) by the mex rule: a move takes 1 or 2 adjacent pins and leaves rows of a and n − 1 − a or n − 2 − a pins. */
    private static int kaylesValue(int n) {
        int[] g = new int[n + 1];
        for (int m = 1; m <= n; m++) {
            boolean[] seen = new boolean[m + 2];
            for (int take = 1; take <= 2; take++) {
                for (int a = 0; a + take <= m; a++) {
                    seen[g[a] ^ g[m - take - a]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[m] = mex;
        }
        return g[n];
    }

    /** Whether the player to move loses misère Kayles on these rows, every line played out (no move: the mover wins). */
    static boolean miserePBySearch(List<Integer> rows) {
        List<Integer> key = rows.stream().filter(r -> r > 0).sorted().toList();
        Boolean known = MISERE_P.get(key);
        if (known != null) {
            return known;
        }
        boolean hasMove = false;
        boolean toP = false;
        for (int i = 0; i < key.size() && !toP; i++) {
            int n = key.get(i);
            for (int take = 1; take <= 2 && !toP; take++) {
                for (int a = 0; a + take <= n && !toP; a++) {
                    List<Integer> after = new ArrayList<>(key);
                    after.remove(i);
                    after.add(a);
                    after.add(n - take - a);
                    hasMove = true;
                    toP = miserePBySearch(after);
                }
            }
        }
        boolean p = hasMove && !toP;
        MISERE_P.put(key, p);
        return p;
    }
}
