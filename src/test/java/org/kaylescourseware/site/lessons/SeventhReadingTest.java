package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seventh reading of issue 29 (the referee at main d3d6ae5), Lessons 1–4: sentences it found false or out of place,
 * each with a check that fails if it comes back on any page of the built course, and the labels of the conditions and rules
 * of Lesson 3, one style everywhere.
 */
class SeventhReadingTest {

    static BuiltPageText text;
    static Map<String, Document> PAGES;

    @BeforeAll
    static void read() throws IOException {
        text = BuiltPageText.read();
        PAGES = text.pages();
        assertTrue(PAGES.containsKey("lessons/misere-nim.html"), PAGES.keySet().toString());
    }

    /** Every match of {@code sentence} in the reading text of every page (quotations left out). */
    static List<String> occurrences(Pattern sentence) {
        return text.occurrences(sentence);
    }

    /**
     * Point 4: an unreferenced sentence on how orders were computed ("The same orders of Q30 and Q33 are computed with
     * Siegel's program MisereSolver"), and the board's text without JavaScript on "the computer's table". Point 6: "hardly
     * any two of them can be exchanged", where Theorem 3.26 says no two different positions can. Point 9: a numeral for a
     * position of Dawson's chess ("its position n is worth"). Point 12: a count inside an erratum ("54 more follow up to 12
     * tokens"). Point 17: a case of Lemma 3.25's proof that cannot occur, argued as if it could. Point 18: the negatives N
     * and N′ beside the outcome class 𝒩.
     */
    static final Pattern SEVENTH_READING = Pattern.compile("(?i)computed with Siegel's program|Siegel's program MisereSolver"
            + "|the computer's table|hardly any two|its position n is worth|more follow up to \\d+"
            + "|has one heap of 1 fewer and X = 0|Two negatives N and N");

    @Test
    void theSeventhReadingsSentencesStayGone() {
        assertEquals(List.of(), occurrences(SEVENTH_READING));
        for (String phrase : List.of("The same orders of Q30 and Q33 are computed with Siegel's program MisereSolver.",
                "the computer's table is also in the file kayles-table.json.",
                "added to other games, hardly any two of them can be exchanged for each other.",
                "has the same values shifted: its position n is worth G(n+1)", "D3 + D2, by number of tokens; 54 more follow up to 12 tokens.",
                "If all heaps of G are 1s, H has one heap of 1 fewer and X = 0 tells them apart.",
                "Two negatives N and N′ of G are equal")) {
            assertTrue(SEVENTH_READING.matcher(phrase).find(), phrase);
        }
    }

    /**
     * Point 7: Theorems 3.14, 3.18, 3.19 number their conditions and Definition 3.28 its rules 1, 2, 3 (…), and every
     * page refers to them so ("condition 1 fails", "rule 2"); the Roman (i)–(iv) are Lemmas 3.11 and 3.12's own, and are
     * not written after "condition", "rule" or an arrow of a derivation anywhere else (the checks of Lemmas 3.11 to 3.13,
     * "conditions (i)–(iii) hold, with 'linked' decided by ...", keep them).
     */
    static final Pattern ROMAN_CONDITION = Pattern.compile("(?i)conditions? \\((i|ii|iii|iv)\\) (fails|holds?)"
            + "|conditions \\(i\\), \\(ii\\) and \\(iii\\) hold|conditions \\(i\\)[–-]\\((iii|iv)\\) hold(?!, with)"
            + "|\\brules? \\((i|ii|iii)\\)|→\\((i|ii|iii)\\)|\\((i|ii|iii)\\) (While|If one odd|Delete)");

    @Test
    void theConditionsAndRulesOfLessonThreeAreNumberedOneWay() {
        assertEquals(List.of(), occurrences(ROMAN_CONDITION));
        for (String phrase : List.of("2+2 ≢ 0: condition (iii) fails, H ≅ 0", "1+1 ≡ 0: conditions (i), (ii) and (iii) hold",
                "G ≡ H exactly when conditions (i)–(iii) hold", "Apply the rules in order. (i) While two or more heaps are odd",
                "(1, 1, 4) →(i) (0, 0, 4)", "loses its pair of 1s to rule (i)")) {
            assertTrue(ROMAN_CONDITION.matcher(phrase).find(), phrase);
        }
        Document lesson = PAGES.get("lessons/misere-nim.html");
        for (String id : List.of("mn-theorem-1", "mn-theorem-2", "mn-theorem-3", "mn-reduced-form")) {
            Element list = lesson.getElementById(id).selectFirst("ol");
            assertNotNull(list, id + " numbers its conditions or rules in its statement");
            assertTrue(list.children().size() >= 3, id);
        }
        assertTrue(lesson.getElementById("mn-theorem-2").selectFirst("ol").children().size() == 4);
    }

    /** Point 20: each term once in the glossary ("precedes" was listed under Definitions 3.21 and 3.22). */
    @Test
    void theGlossaryListsEachTermOnce() {
        Document glossary = PAGES.get("glossary.html");
        List<String> terms = glossary.select("dt").eachText();
        assertFalse(terms.isEmpty(), glossary.text());
        assertEquals(terms.stream().distinct().toList(), terms);
        assertEquals(1, terms.stream().filter(t -> t.equals("precedes") || t.startsWith("precedes ")).count(), terms.toString());
    }

    /** Point 15: Dawson's 1935 problem was misère (Plambeck and Siegel 2008, Section 1), and Lesson 2 says so. */
    @Test
    void dawsonsProblemIsSaidToBeMisere() {
        String text = PAGES.get("lessons/dawsons-kayles.html").selectFirst(".lesson-body").text();
        assertTrue(text.contains("In Dawson's problem whoever makes the last move loses: it is a misère game"), text);
    }

    /**
     * Point 5: the classification of the finite tame quotients is a numbered theorem, cited, not a sentence of Definition
     * 4.20; and a computation checks it on the sets of Nim heaps.
     */
    @Test
    void theTameQuotientsAreATheoremNotADefinition() {
        Document lesson = PAGES.get("lessons/misere-kayles.html");
        Element definition = lesson.getElementById("tame-quotient");
        assertFalse(definition.text().contains("The finite tame quotients are"), definition.text());
        Element theorem = lesson.getElementById("tame-quotients");
        assertTrue(theorem.hasClass("block-theorem"), theorem.className());
        assertTrue(theorem.text().contains("Plambeck and Siegel 2008"), theorem.text());
        assertTrue(lesson.getElementById("nim-tame-quotients").text().contains("For each of the 32 numbers"));
    }
}
