package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 29: "positions and numbers never share a symbol; keep the rule everywhere (pages, exercises, hints,
 * exports)". Definition 1.2 writes a row of Kayles K_n, of Dawson's Kayles D_n, a strip of partizan Kayles S_n;
 * only a Nim heap is a numeral. The exercises of those games, in every text a student or an instructor reads, write
 * no position as numbers, and every right answer stays right typed either way, K_3 + K_1 or 3 + 1.
 */
class ExerciseNotationTest {

    private static final List<String> LETTERED = List.of("kayles", "dawsons-kayles", "misere-kayles", "partizan-kayles");
    private static final int SEEDS = 6;
    private static final Map<String, List<Exercise>> DRAWN = new ConcurrentHashMap<>();

    @Test
    void theExercisesOfGamesWithRowsWriteNoPositionAsNumbers() {
        List<String> problems = new ArrayList<>();
        int texts = 0;
        for (String lesson : LETTERED) {
            for (Exercise e : exercises(lesson)) {
                for (MathText text : NumeralPositions.texts(e)) {
                    texts++;
                    problems.addAll(NumeralPositions.in(text).stream().map(p -> lesson + " " + e.number() + ": " + p).toList());
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(texts > 500, texts + " texts read");
    }

    /** The seventh referee, point 10: the hints of Lessons 1 and 2's period exercises spoke of heaps ("until the heap lies"). */
    @Test
    void theHintsOfGamesWithRowsSayRowNotHeap() {
        int hints = 0;
        for (String lesson : LETTERED) {
            for (Exercise e : exercises(lesson)) {
                hints++;
                assertFalse(e.hint().tex().toLowerCase(java.util.Locale.ROOT).contains("heap"), lesson + " " + e.number()
                        + ": " + e.hint());
            }
        }
        assertTrue(hints > 100, hints + " hints read");
    }

    /** A move written as an instruction ("from K_4 take 1, leaving ..."), where a sentence does not read it as one. */
    private static final Pattern INSTRUCTION_IN_A_SENTENCE = Pattern.compile(
            "(?<!: |; |e\\.g\\. )(from (the heap of \\d+|\\\\\\([KD]_\\{\\d+}\\\\\\)) take \\d+|split \\\\\\([KD]_\\{\\d+}\\\\\\) into)");

    /**
     * The sixth referee, point 22: Lesson 4's Exercise 3 read "After from K_4 take 1, leaving K_3 (position ...), the reply
     * from K_4 take 2 ... wins." A move is written as an instruction only where one reads: first in its text, or after a
     * colon, a semicolon or "e.g."; inside a sentence it is "the move that takes 1 from K_4 and leaves K_3".
     */
    @Test
    void noSentenceUsesAMoveWrittenAsAnInstructionAsANoun() {
        List<String> problems = new ArrayList<>();
        int moves = 0;
        for (String lesson : List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim")) {
            for (Exercise e : exercises(lesson)) {
                for (MathText text : NumeralPositions.texts(e)) {
                    moves += Pattern.compile("(from \\S+ take|from the heap of \\d+ take|split \\S+ into|takes \\d+ from)")
                            .matcher(text.tex()).results().count();
                    Matcher m = INSTRUCTION_IN_A_SENTENCE.matcher(text.tex());
                    while (m.find()) {
                        if (m.start() > 0) {
                            problems.add(lesson + " " + e.number() + ": '" + m.group() + "' in: " + text.tex());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems.stream().limit(5).toList(), problems.size() + " texts");
        assertTrue(moves > 100, moves + " moves read");
    }

    /** The rows are written with the letter Definition 1.2 gives the game, in the prompt and the answer. */
    @Test
    void eachGameWritesItsRowsWithItsOwnLetter() {
        for (String[] lesson : new String[][] {{"kayles", "K_{"}, {"dawsons-kayles", "D_{"}, {"misere-kayles", "K_{"},
            {"partizan-kayles", "S_{"}}) {
            for (Exercise e : exercises(lesson[0])) {
                if (!e.prompt().position().isEmpty()) {
                    assertTrue(e.prompt().shownPosition().startsWith("\\(" + lesson[1]), e.prompt().shownPosition());
                    assertTrue(e.prompt().question().tex().contains(lesson[1]), e.prompt().question().tex());
                }
            }
        }
    }

    /** Never make a right answer wrong: each accepted position, typed as rows or as lengths, in any order, counts. */
    @Test
    void aRightPositionCountsTypedAsRowsOrAsLengths() {
        int checked = 0;
        for (String lesson : LETTERED) {
            for (Exercise e : exercises(lesson)) {
                String letter = e.prompt().rows().letter();
                for (AnswerField f : e.fields()) {
                    if (f.type() != FieldType.POSITION && f.type() != FieldType.POSITIONS) {
                        continue;
                    }
                    for (String accepted : f.accepted()) {
                        if (accepted.equals(FieldType.NONE)) {
                            continue;
                        }
                        List<String> positions = new ArrayList<>(List.of(accepted.split(";")));
                        Collections.reverse(positions);
                        String lengths = String.join("; ", positions).replace("+", " + ");
                        String rows = lengths.replaceAll("(\\d+)", letter + "_$1");
                        String compact = lengths.replaceAll("(\\d+)", letter + "$1").replace(" ", "");
                        assertTrue(f.accepts(lengths) && f.accepts(rows) && f.accepts(compact), lesson + " " + e.number()
                                + ": " + lengths + " / " + rows + " / " + compact);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 50, checked + " answers checked");
    }

    /**
     * Issue 29, one citation system: the exercises travel to worksheets and exports without the book, so they cite
     * the course's number first, the source's beside it ("Theorem 3.36 (Spindler's Theorem 6)"); they wrote "by
     * Theorem 6", "apply Theorem 3" and "(Spindler's Theorem 5)" alone.
     */
    @Test
    void theExercisesCiteTheCoursesNumberFirst() {
        Pattern source = Pattern.compile("(?:(Spindler|Milley)'s )?(Definition|Lemma|Theorem|Corollary|Proposition) \\d+(?![.\\d])");
        List<String> alone = new ArrayList<>();
        int paired = 0;
        for (String lesson : List.of("misere-nim", "partizan-kayles")) {
            for (Exercise e : exercises(lesson)) {
                for (MathText text : NumeralPositions.texts(e)) {
                    Matcher m = source.matcher(text.plain());
                    while (m.find()) {
                        String before = text.plain().substring(Math.max(0, m.start() - 20), m.start());
                        if (m.group(1) != null && before.matches(".*(Definition|Lemma|Theorem|Corollary|Proposition) \\d+\\.\\d+(?: \\(|, )$")) {
                            paired++;
                        } else {
                            alone.add(lesson + " " + e.number() + ": " + before + m.group());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), alone);
        assertTrue(paired > 100, paired + " citations");
    }

    /**
     * Referee 4, F3.9 (issue 29): the reduced-form exercises spoke of "its misère equivalence class" and "misère-equivalent",
     * but misère equality = has a class of one position each (Theorem 3.26); the class meant is that of impartial
     * equivalence ≡, by which Theorem 3.36 makes the reduced form unique.
     */
    @Test
    void theReducedFormIsUniqueUnderImpartialEquivalence() {
        List<String> problems = new ArrayList<>();
        int named = 0;
        for (Exercise e : exercises("misere-nim")) {
            for (MathText text : NumeralPositions.texts(e)) {
                String plain = text.plain();
                if (plain.matches("(?s).*misère[ -]equivalen.*")) {
                    problems.add(e.number() + ": " + plain);
                }
                if (plain.contains("impartial equivalence (Definition 3.6)") || plain.contains("impartially equivalent to")) {
                    named++;
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(named > 10, named + " texts name the impartial equivalence");
    }

    /** The detector finds what the exercises wrote before (issue 29's examples), and lets arithmetic be. */
    @Test
    void theDetectorFindsNumbersWrittenForPositions() {
        for (String old : List.of("From 5 + 5 + 4 + 1 in Kayles, does", "From 2 in Kayles, does",
                "a winning move: from the heap of 4 take 2, leaving 1 and 1 (position 1 + 1 + 1)",
                "the nim-value \\(\\mathcal{G}(G)\\) for \\(G = 16 + 15\\)", "\\(11 + 4 + 4\\)", "is 6 + 4 a misère P-position",
                "Heap of 12 (worth 4)", "Split it into 3 and 1", "\\(\\Phi(6 + 4) = ab\\)", "written as strips (2 + 1 + 1)")) {
            assertFalse(NumeralPositions.in(MathText.of(old)).isEmpty(), old);
        }
        for (String fine : List.of("it is enough to check \\(n_0 \\le n < 2 \\cdot 71 + 12 + 2 = 156\\)",
                "\\(\\mathcal{G}(n + 12) = \\mathcal{G}(n)\\) for every \\(n\\) from 71 to the end of the table",
                "\\(\\mathcal{G}(12) \\oplus \\mathcal{G}(4) = 4 \\oplus 1 = 5\\)", "Take 2, leaving \\(K_{5} + K_{5}\\)",
                "\\(\\Phi(4) = a\\)", "\\(x + 2y = 5 \\equiv 2 \\pmod 3\\)", "the values of its rows; take 1 or 2 tokens")) {
            assertEquals(List.of(), NumeralPositions.in(MathText.of(fine)), fine);
        }
    }

    /** The lesson's sets of every difficulty and seeds 1 to {@value #SEEDS}, drawn once for the class's tests. */
    private static List<Exercise> exercises(String lesson) {
        return DRAWN.computeIfAbsent(lesson, id -> {
            List<Exercise> all = new ArrayList<>();
            for (Difficulty d : Difficulty.values()) {
                for (int seed = 1; seed <= SEEDS; seed++) {
                    all.addAll(ExerciseSet.generate(Plans.lesson(id), 6, seed, d).exercises());
                }
            }
            return all;
        });
    }
}
