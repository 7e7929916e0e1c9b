package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;

/**
 * The lessons' exercise sets ask both cases of an outcome question (issue 29, the referee: misère Nim's exercises were all
 * misère N-positions, and no partizan exercise was ever a position the player to move loses). Each position's outcome is
 * found here by playing every line out, with no theory: misère Nim by a search of its own, partizan Kayles by the lesson
 * test's {@link PartizanKaylesLessonPageTest.PlainMisereSearch}.
 */
class LessonExerciseVarietyTest {

    private static final int SEEDS = 40;
    private static final Map<String, Boolean> NIM_MEMO = new HashMap<>();

    /** Whether the player to move wins misère Nim on these heaps, every line played out. */
    static boolean misereNimNextPlayerWins(int[] heaps) {
        int[] sorted = Arrays.stream(heaps).filter(h -> h > 0).sorted().toArray();
        String key = Arrays.toString(sorted);
        Boolean known = NIM_MEMO.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = sorted.length == 0;
        for (int i = 0; i < sorted.length && !wins; i++) {
            for (int left = 0; left < sorted[i] && !wins; left++) {
                int[] after = sorted.clone();
                after[i] = left;
                wins = !misereNimNextPlayerWins(after);
            }
        }
        NIM_MEMO.put(key, wins);
        return wins;
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyMisereNimSetAsksAMisereNPositionAndAMisereP(Difficulty difficulty) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            ExerciseSet set = LessonSets.drawn("misere-nim", seed, difficulty);
            Set<String> outcomes = new TreeSet<>();
            for (Exercise e : set.exercises()) {
                if (e.kind() == ExerciseKind.MISERE_NIM_BOUTON || e.kind() == ExerciseKind.MISERE_VERSUS_NORMAL) {
                    int[] heaps = e.prompt().position().heaps().stream().mapToInt(Integer::intValue).toArray();
                    outcomes.add(misereNimNextPlayerWins(heaps) ? "N" : "P");
                }
            }
            assertEquals(Set.of("N", "P"), outcomes, "seed " + seed + ", " + difficulty + ": " + positions(set));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyPartizanSetAsksAPositionThePlayerToMoveLoses(Difficulty difficulty) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            ExerciseSet set = LessonSets.drawn("partizan-kayles", seed, difficulty);
            List<String> outcomes = set.exercises().stream().filter(e -> e.kind() == ExerciseKind.PARTIZAN_OUTCOME)
                    .map(e -> PartizanKaylesLessonPageTest.PlainMisereSearch.outcome(e.prompt().position().heaps().stream()
                            .mapToInt(Integer::intValue).toArray()))
                    .toList();
            assertEquals(2, outcomes.size(), positions(set).toString());
            assertTrue(outcomes.contains("P"), "seed " + seed + ", " + difficulty + ": " + outcomes + " " + positions(set));
            assertTrue(outcomes.stream().anyMatch(o -> !o.equals("P")), "seed " + seed + ": " + outcomes);
        }
    }

    /** A value a field asks for: its label's {@code \mathcal{G}(n)} for a whole number n. */
    private static final java.util.regex.Pattern ASKED_VALUE = java.util.regex.Pattern.compile("\\\\mathcal\\{G\\}\\((\\d+)\\)");

    /**
     * Kayles' and Dawson's Kayles' Exercise 5 asked 𝒢(n) again from 𝒢(0..n − 1), and one exercise's table showed another's
     * answer (issue 29, the referee: a student read Exercise 1's 𝒢(14) off the period exercise's table of 𝒢(0) to 𝒢(167)).
     * For every seed and level, in a lesson's set of six and in a worksheet's of twelve: the nim-value computation is asked
     * once, and no table printed with any exercise holds a value a field of any exercise asks for (read off the labels).
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void noExerciseOfAnImpartialSetRepeatsTheMexComputationOrShowsAnotherExercisesAnswer(Difficulty difficulty) {
        for (String lesson : List.of("kayles", "dawsons-kayles", "treblecross", "0.137")) {
            for (int count : List.of(6, 12)) {
                for (long seed = 1; seed <= SEEDS; seed++) {
                    ExerciseSet set = count == 6 && lesson.contains("kayles") ? LessonSets.drawn(lesson, seed, difficulty)
                            : ExerciseSet.generate(Plans.lesson(lesson), count, seed, difficulty);
                    String where = lesson + ", seed " + seed + ", " + count + " exercises, " + difficulty;
                    assertEquals(1, set.exercises().stream().filter(e -> e.kind() == ExerciseKind.GRUNDY_VALUE).count(), where);
                    if (count == 6 && lesson.contains("kayles")) {
                        assertTrue(set.exercises().get(4).kind() != set.exercises().get(0).kind(), where + ": Exercise 5 repeats 1");
                    }
                    Map<Integer, Integer> shown = new HashMap<>();
                    for (Exercise e : set.exercises()) {
                        for (var row : e.prompt().givenValues()) {
                            for (int i = 0; i < row.values().size(); i++) {
                                shown.put(row.from() + i, e.number());
                            }
                        }
                    }
                    for (Exercise e : set.exercises()) {
                        for (var field : e.fields()) {
                            java.util.regex.Matcher m = ASKED_VALUE.matcher(field.label().tex());
                            while (m.find()) {
                                int n = Integer.parseInt(m.group(1));
                                assertTrue(!shown.containsKey(n), where + ": Exercise " + e.number() + " asks for G(" + n
                                        + "), which the table of Exercise " + shown.get(n) + " shows");
                            }
                        }
                    }
                }
            }
        }
    }

    /** A table of nim-values a page prints, by its caption: {@code \mathcal{G}(0), \dots, \mathcal{G}(83)}. */
    private static final java.util.regex.Pattern VALUE_TABLE = java.util.regex.Pattern.compile(
            "\\\\mathcal\\{G\\}\\((\\d+)\\), \\\\dots, \\\\mathcal\\{G\\}\\((\\d+)\\)");

    /**
     * The sixth referee, point 24: the compute-by-mex exercises of Lessons 1 and 2 asked 𝒢(13), 𝒢(14), 𝒢(16), 𝒢(22),
     * which the lessons' tables (to 𝒢(83) and 𝒢(135)) print. A heap worked by hand is one such a table shows, and one past
     * it is given by the period stated beside it: the exercise is a drill in the mex rule, and every one that asks a value
     * its lesson's table prints (read off the built page's captions) says so.
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void aMexExerciseAskingAValueItsLessonTabulatesSaysItIsADrill(Difficulty difficulty) {
        for (String lesson : List.of("kayles", "dawsons-kayles")) {
            int tabulated = -1;
            for (var caption : LessonSets.page(lesson).select("table.grundy-table caption")) {
                java.util.regex.Matcher m = VALUE_TABLE.matcher(caption.text());
                if (m.find() && m.group(1).equals("0")) {
                    tabulated = Math.max(tabulated, Integer.parseInt(m.group(2)));
                }
            }
            assertTrue(tabulated >= 34, lesson + " prints its values to " + tabulated);
            int drills = 0;
            for (long seed = 1; seed <= SEEDS; seed++) {
                for (Exercise e : LessonSets.drawn(lesson, seed, difficulty).exercises()) {
                    java.util.regex.Matcher asked = ASKED_VALUE.matcher(e.fields().get(0).label().tex());
                    if (e.kind() == ExerciseKind.GRUNDY_VALUE && asked.find() && Integer.parseInt(asked.group(1)) <= tabulated) {
                        assertTrue(e.prompt().question().tex().contains("the exercise practises the mex rule"),
                                lesson + ", seed " + seed + ": " + e.prompt().question().tex());
                        drills++;
                    }
                }
            }
            assertEquals(SEEDS, drills, lesson + ": one drill a set");
        }
    }

    /** What an exercise asks, as its kind and the names of its answer fields: "which class" with a move is one shape. */
    private static String shape(Exercise e) {
        return e.kind() + " " + e.fields().stream().map(f -> f.name()).toList();
    }

    /**
     * The misère Nim, misère Kayles and partizan sets asked one shape of question throughout ("which class is this
     * position in", issue 29, the referee). In every set of six, at every seed and level: three shapes at least, and
     * none asked more than twice.
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void theMisereAndPartizanSetsVaryWhatTheyAsk(Difficulty difficulty) {
        for (String lesson : List.of("misere-nim", "misere-kayles", "partizan-kayles")) {
            for (long seed = 1; seed <= SEEDS; seed++) {
                ExerciseSet set = LessonSets.drawn(lesson, seed, difficulty);
                Map<String, Integer> shapes = new HashMap<>();
                set.exercises().forEach(e -> shapes.merge(shape(e), 1, Integer::sum));
                String where = lesson + ", seed " + seed + ", " + difficulty + ": " + shapes;
                assertTrue(shapes.size() >= 3, where);
                assertTrue(shapes.values().stream().allMatch(n -> n <= 2), where);
                List<String> asked = set.exercises().stream().map(e -> e.prompt().position().toString()).toList();
                assertEquals(asked.size(), Set.copyOf(asked).size(), where + ": a position asked twice, " + asked);
                for (Exercise e : set.exercises()) {
                    if (e.fields().size() == 2 && e.fields().get(0).name().equals("normal-move")) {
                        assertNotEquals(e.fields().get(0).accepted(), e.fields().get(1).accepted(), where + ": normal play's moves");
                    }
                }
            }
        }
    }

    /**
     * Every misère Nim exercise that asks for every winning move asks it where misère play answers otherwise than
     * normal play, and accepts exactly the moves that win when every line is played out.
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyMisereNimWinningMoveExerciseNeedsMiserePlayAndIsRightByPlay(Difficulty difficulty) {
        int asked = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            for (Exercise e : LessonSets.drawn("misere-nim", seed, difficulty).exercises()) {
                if (!e.fields().get(0).name().equals("moves")) {
                    continue;
                }
                asked++;
                List<Integer> heaps = e.prompt().position().heaps();
                Set<String> misere = new TreeSet<>();
                Set<String> normal = new TreeSet<>();
                for (int i = 0; i < heaps.size(); i++) {
                    for (int left = 0; left < heaps.get(i); left++) {
                        List<Integer> after = new java.util.ArrayList<>(heaps);
                        after.set(i, left);
                        String written = new org.kaylescourseware.game.Position(after).toString();
                        if (!misereNimNextPlayerWins(after.stream().mapToInt(Integer::intValue).toArray())) {
                            misere.add(written);
                        }
                        if (after.stream().reduce(0, (x, y) -> x ^ y) == 0) {
                            normal.add(written);
                        }
                    }
                }
                assertEquals(String.join(";", misere), e.fields().get(0).accepted().get(0), "every misère winning move of " + heaps);
                assertTrue(!misere.isEmpty() && !misere.equals(normal), heaps + ": normal play's moves " + normal);
            }
        }
        assertTrue(asked >= SEEDS, "each set asks every winning move once");
    }

    /**
     * The partizan lesson set no exercise of Theorem 4's winning moves (issue 29). Each set now asks one for Left and
     * one for Right; the moves accepted are exactly those after which the opponent, moving first, loses when every
     * line is played out, the move the answer shows is one of them, and the hint and solution cite the theorem.
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyPartizanSetAsksAWinningMoveForEachPlayerRightByPlay(Difficulty difficulty) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            List<Exercise> moves = LessonSets.drawn("partizan-kayles", seed, difficulty).exercises().stream()
                    .filter(e -> e.kind() == ExerciseKind.PARTIZAN_WINNING_MOVE).toList();
            assertEquals(2, moves.size());
            Set<String> players = new TreeSet<>();
            for (Exercise e : moves) {
                boolean left = e.prompt().question().tex().contains("Left is to move");
                players.add(left ? "Left" : "Right");
                int[] strips = e.prompt().position().heaps().stream().mapToInt(Integer::intValue).toArray();
                assertTrue(PartizanKaylesLessonPageTest.PlainMisereSearch.wins(strips, left), e.prompt().shownPosition());
                Set<String> winning = new TreeSet<>();
                for (int i = 0; i < strips.length; i++) {
                    for (int before = 0; before + (left ? 1 : 2) <= strips[i]; before++) {
                        List<Integer> after = new java.util.ArrayList<>();
                        Arrays.stream(strips).forEach(after::add);
                        after.remove(i);
                        after.add(before);
                        after.add(strips[i] - before - (left ? 1 : 2));
                        int[] rest = after.stream().filter(n -> n > 0).mapToInt(Integer::intValue).toArray();
                        if (!PartizanKaylesLessonPageTest.PlainMisereSearch.wins(rest, !left)) {
                            winning.add(new org.kaylescourseware.game.Position(after).toString());
                        }
                    }
                }
                assertEquals(winning, new TreeSet<>(e.fields().get(0).accepted()), "every winning move from " + Arrays.toString(strips));
                String shown = e.shownAnswer().tex();
                assertTrue(winning.stream().anyMatch(w -> shown.endsWith(strips(w))), shown + " is one of " + winning);
                assertTrue(e.hint().tex().contains("(Milley's Theorem 4, completed)"), e.hint().tex());
                assertTrue(e.solution().stream().anyMatch(step -> step.tex().contains("(Milley's Theorem 4, completed)")));
            }
            assertEquals(Set.of("Left", "Right"), players, "seed " + seed);
        }
    }

    /** Rows of one letter joined by +, as the lessons write them: K_{5} + K_{1} in a formula, K5 + K1 in a table. */
    private static final java.util.regex.Pattern ROWS = java.util.regex.Pattern.compile(
            "\\b([KDS])(?:_\\{(\\d+)\\}|_(\\d)|(\\d+))(?:\\s*\\+\\s*\\1(?:_\\{\\d+\\}|_\\d|\\d+))*");
    /** Nim's heaps as numerals: 1 + 1 + 1, or (1, 4, 12). */
    private static final java.util.regex.Pattern HEAPS = java.util.regex.Pattern.compile(
            "(?<![\\w.^_{}\\\\])\\d+(?:\\s*\\+\\s*\\d+)+(?![\\w.^_}])|\\(\\d+(?:, ?\\d+)+\\)");

    /** The positions {@code text} writes, each as its row letter ("" for numerals) and its heaps from the largest. */
    static Set<String> positionsIn(String text) {
        Set<String> found = new TreeSet<>();
        for (java.util.regex.Pattern pattern : List.of(ROWS, HEAPS)) {
            java.util.regex.Matcher m = pattern.matcher(text);
            while (m.find()) {
                String letter = pattern == ROWS ? m.group(1) : "";
                List<Integer> heaps = java.util.regex.Pattern.compile("\\d+").matcher(pattern == ROWS ? m.group().substring(1) : m.group())
                        .results().map(r -> Integer.parseInt(r.group())).filter(n -> n > 0)
                        .sorted(java.util.Comparator.reverseOrder()).toList();
                found.add(letter + heaps);
            }
        }
        return found;
    }

    /**
     * An exercise asked about a position its lesson prints above it with the fact asked (issue 29, the sixth referee: two
     * misère Kayles exercises asked positions of Computation 4.4's table, Lesson 3's asked 1 + 1 + 1, a row of Example
     * 3.38). The positions each built lesson prints before its Exercises are read here off the page; no exercise the page
     * publishes, nor any the page would draw at another seed or level, asks about one of them.
     */
    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void noExerciseAsksAPositionItsLessonPrints(Difficulty difficulty) {
        for (String lesson : org.kaylescourseware.exercise.kinds.ExerciseCatalog.LESSONS) {
            Set<String> printed = positionsIn(org.jsoup.Jsoup.parseBodyFragment(LessonSets.before(lesson)).text());
            assertTrue(printed.size() > 5, lesson + " prints " + printed);
            if (difficulty == Difficulty.MEDIUM) {
                // the set the page publishes is the one drawn here at its seed and level, so the loop below reads it too
                List<String> published = LessonSets.page(lesson).select("section.exercise p.question").eachText();
                List<Exercise> drawn = LessonSets.drawn(lesson, 1, difficulty).exercises();
                assertEquals(drawn.size(), published.size(), lesson);
                for (int i = 0; i < drawn.size(); i++) {
                    String question = drawn.get(i).prompt().question().tex().replace("\\(", "").replace("\\)", "");
                    assertEquals(question.replaceAll("\\s+", " ").strip(), published.get(i), lesson + ", Exercise " + (i + 1));
                }
            }
            for (long seed = 1; seed <= SEEDS; seed++) {
                for (Exercise e : LessonSets.drawn(lesson, seed, difficulty).exercises()) {
                    String asked = e.prompt().rows().letter() + e.prompt().position().heaps();
                    assertTrue(e.prompt().position().isEmpty() || !printed.contains(asked), lesson + ", seed " + seed + ", "
                            + difficulty + ": Exercise " + e.number() + " asks " + e.prompt().shownPosition() + ", which the lesson prints");
                }
            }
        }
    }

    /** A position as the answer writes it in TeX, {@code \(S_{6} + S_{4}\)}, from {@code 6+4}. */
    private static String strips(String position) {
        return "\\(" + String.join(" + ", Arrays.stream(position.split("\\+")).map(n -> "S_{" + n + "}").toList()) + "\\)";
    }

    private static List<String> positions(ExerciseSet set) {
        return set.exercises().stream().map(e -> e.kind() + " " + e.prompt().position()).toList();
    }
}
