package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.NumeralPositions;
import org.kaylescourseware.site.CourseBuild;

/**
 * The course's notation rules on the built pages (issue 29): every symbol a block uses is in the
 * glossary's notation index, and a position is never written as a number inside a value
 * ({@code \mathcal{G}(14 + 10)} would read as 𝒢(24)).
 */
class NotationRulesTest {

    static final Map<String, Document> PAGES = new LinkedHashMap<>();

    /** The notation a symbol is made of: calligraphic letters (with a misère minus), commands, option superscripts, the adjoint's circle. */
    static final Pattern TOKEN = Pattern.compile("\\\\mathcal\\{\\s*[A-Z]\\s*\\}(\\^-)?|\\\\[A-Za-z]+|\\^\\\\circ|\\^\\{?[LR]");
    /** The mathematics every reader knows, and TeX's own layout commands: no glossary entry needed. */
    static final Set<String> STANDARD = Set.of("\\le", "\\ge", "\\ne", "\\in", "\\notin", "\\not", "\\cdot", "\\cdots",
            "\\ldots", "\\dots", "\\subseteq", "\\emptyset", "\\cup", "\\cap", "\\mapsto", "\\to", "\\quad", "\\qquad",
            "\\Rightarrow", "\\iff", "\\langle", "\\rangle", "\\mathrel", "\\min", "\\max", "\\text", "\\operatorname",
            "\\pmod", "\\mid", "\\begin", "\\end", "\\cases", "\\infty", "\\sum", "\\times", "\\left", "\\right", "\\lt",
            "\\gt", "\\frac", "\\mathbb", "\\mathrm", "\\textit", "\\textbf", "\\displaystyle", "\\mathcal", "\\bmod");

    @BeforeAll
    static void read() throws IOException {
        Path site = CourseBuild.site();
        try (Stream<Path> files = Files.walk(site)) {
            for (Path page : files.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                PAGES.put(site.relativize(page).toString(), Jsoup.parse(page.toFile(), "UTF-8"));
            }
        }
    }

    static Set<String> tokens(String tex) {
        Set<String> found = new TreeSet<>();
        Matcher m = TOKEN.matcher(tex);
        while (m.find()) {
            found.add(m.group().replaceAll("\\s+", "").replace("^{", "^"));
        }
        return found;
    }

    @Test
    void everySymbolABlockUsesIsInTheGlossary() {
        Set<String> glossary = new TreeSet<>();
        for (Element math : PAGES.get("glossary.html").select(".math-inline, .math-display")) {
            glossary.addAll(tokens(math.text()));
        }
        Map<String, Set<String>> missing = new TreeMap<>();
        PAGES.forEach((name, page) -> {
            if (name.startsWith("lessons/")) {
                for (Element math : page.select("article.block .math-inline, article.block .math-display")) {
                    for (String token : tokens(math.text())) {
                        if (!STANDARD.contains(token) && !glossary.contains(token)) {
                            missing.computeIfAbsent(token, t -> new TreeSet<>()).add(name);
                        }
                    }
                }
            }
        });
        assertEquals(Map.of(), missing, "symbols used in blocks and missing from the glossary's notation index");
        assertTrue(glossary.containsAll(List.of("\\mathcal{P}^-", "^\\circ", "^L", "\\rho")), glossary.toString());
    }

    /**
     * A term a definition or lemma sets in bold is defined there, so the glossary lists it (issue 29: "follower", "heap
     * type", "kG" and "o(G)" were used and defined but missing). A bold word counts as listed when a glossary term contains
     * it (singular or plural: "strips" is the term "strip", "Left" is in "Left and Right options") or begins it.
     */
    @Test
    void everyTermADefinitionSetsInBoldIsInTheGlossary() {
        Set<String> terms = new TreeSet<>();
        for (Element term : PAGES.get("glossary.html").select("dl.glossary-terms > dt")) {
            terms.add(term.text().toLowerCase(java.util.Locale.ROOT));
        }
        Map<String, Set<String>> missing = new TreeMap<>();
        PAGES.forEach((name, page) -> {
            if (name.startsWith("lessons/")) {
                for (Element bold : page.select("article.block-definition strong, article.block-lemma strong")) {
                    String word = bold.text().toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " ").strip();
                    String singular = word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
                    if (!word.isEmpty() && bold.select(".katex, .math-inline").isEmpty()
                            && terms.stream().noneMatch(t -> t.contains(word) || t.contains(singular) || word.startsWith(t))) {
                        missing.computeIfAbsent(word, w -> new TreeSet<>()).add(name);
                    }
                }
            }
        });
        assertEquals(Map.of(), missing, "terms set in bold in a definition or lemma and missing from the glossary");
        assertTrue(terms.containsAll(List.of("follower", "heap type", "strip", "outcome", "precedes")), terms.toString());
        String symbols = PAGES.get("glossary.html").select("table .math-inline").text();
        // the sixth referee (point 21): the tame quotients T_k and Lesson 5's d = k − j were missing
        for (String symbol : List.of("o(G)", "kG", "T(X)", "T_k", "d = k - j")) {
            assertTrue(symbols.contains(symbol), "the notation index lists " + symbol + ": " + symbols);
        }
    }

    /**
     * 𝒢 or Φ, functions of a row length, applied to a sum of numbers: a position written as numbers inside a
     * value. (A Nim position is written as its heaps, 1 + 1, by the course's convention for Nim.)
     */
    static final Pattern NUMBERS_AS_POSITION = Pattern.compile("(\\\\mathcal\\{G\\}|\\\\Phi)\\(\\s*(\\d+|n_\\{?1\\}?)\\s*\\+");

    @Test
    void noPageWritesAPositionAsNumbersInsideAValue() {
        List<String> problems = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            for (Element math : page.select(".math-inline, .math-display")) {
                if (NUMBERS_AS_POSITION.matcher(math.text()).find()) {
                    problems.add(name + ": " + math.text());
                }
            }
        });
        assertEquals(List.of(), problems);
        assertTrue(NUMBERS_AS_POSITION.matcher("\\mathcal{G}(14 + 10)").find());
        assertTrue(NUMBERS_AS_POSITION.matcher("\\Phi(n_1 + \\cdots + n_k)").find());
        assertFalse(NUMBERS_AS_POSITION.matcher("\\mathcal{G}(n + 12) = \\mathcal{G}(n)").find(), "a row length plus a period is a number");
    }

    /**
     * Referee point 11b (issue 29): the misère quotient's identity was written 1, which the course uses for a number
     * and a Nim heap. It is a bold 1 wherever an element is written: the quotient's tables, its relations, Φ(0), and
     * the prose; no element of 𝒬 is written as a plain 1.
     */
    @Test
    void theQuotientsIdentityIsABoldOneNeverThePlainOne() {
        Document page = PAGES.get("lessons/misere-kayles.html");
        String elements = ".pretending-table, .quotient-steps, .quotient-moves, .misere-distinguishers, .misere-worked-game";
        List<String> plainOnes = new ArrayList<>();
        for (Element math : page.select(elements).select(".math-inline, .math-display")) {
            if (tex(math).equals("1")) {
                plainOnes.add(math.parent() == null ? "" : math.parent().text());
            }
        }
        assertEquals(List.of(), plainOnes, "elements of the quotient written as a plain 1");
        List<String> texts = page.select(".math-inline, .math-display").stream().map(NotationRulesTest::tex).toList();
        assertFalse(texts.stream().anyMatch(t -> t.matches(".*\\\\Phi\\(0\\) = 1\\b.*") || t.matches(".*= 1$") && t.contains("^{")),
                "Φ(0) = 1 or a relation ending in = 1");
        assertTrue(texts.contains("\\Phi(0) = \\mathbf{1}"), "Φ(0) is the identity, a bold 1");
        assertTrue(page.select(".pretending-table .math-inline").stream().map(NotationRulesTest::tex).toList().contains("\\mathbf 1"),
                "Φ(0) in the table");
        assertTrue(texts.stream().anyMatch(t -> t.endsWith("= \\mathbf 1")), "a relation with the identity");
    }

    /**
     * Issue 29, second reading, point 1: one notation for positions. A row of Kayles is K_n ({@code row-notation},
     * Definition 1.2), never its length: the misère Kayles lesson wrote its positions 2 + 2, 1 + 1, 9 + 4 + 1. A sum of
     * numerals in its prose must be a Nim position, named so in the same sentence; Definition 1.2 no longer offers
     * the row lengths as a second way to write a position.
     */
    @Test
    void aRowOfKaylesIsWrittenWithItsLetterNeverAsANumber() {
        Pattern numerals = Pattern.compile("^\\d+(\\s*\\+\\s*\\d+)+$");
        List<String> problems = new ArrayList<>();
        Document page = PAGES.get("lessons/misere-kayles.html");
        for (Element paragraph : page.select("article p, section p, main p")) {
            if (!paragraph.parents().select("table, .artifact, .exercise, .exercises, details").isEmpty()) {
                continue;
            }
            String text = paragraph.text();
            for (Element math : paragraph.select(".math-inline")) {
                String tex = tex(math);
                int at = text.indexOf(math.text());
                String before = at < 0 ? text : text.substring(Math.max(0, at - 120), at);
                if (numerals.matcher(tex).matches() && !before.contains("Nim")) {
                    problems.add(tex + " in: " + text.substring(0, Math.min(100, text.length())));
                }
            }
        }
        assertEquals(List.of(), problems, "Kayles positions written as numbers");
        assertFalse(PAGES.get("lessons/kayles.html").text().contains("as the command line writes it"));
        assertTrue(numerals.matcher("9 + 4 + 1").matches());
    }

    /** Issue 29, third reading: the Sibert–Conway forms wrote one row of 12 pins as the bare number 12 ("12 E(4,1)"): it is K₁₂. */
    @Test
    void aSibertConwayFormWritesARowAsKNeverAsABareNumber() {
        Pattern bareNumber = Pattern.compile("(^|\\s)\\d+(\\s|$)");
        List<String> forms = PAGES.get("lessons/misere-kayles.html").select("table.sibert-conway th.form").eachText();
        assertTrue(forms.contains("K₁₂ E(4,1)"), forms.toString());
        assertEquals(List.of(), forms.stream().filter(f -> bareNumber.matcher(f).find()).toList());
        assertTrue(bareNumber.matcher("25 E(17,12,9) O(20,4,1)").find());
    }

    /**
     * Referee 4, F3.3 (issue 29): the misère Nim page's table of tests wrote game trees with *, *2 and {*2,{*,{*},*2}},
     * and the same heap as 2 in one column and *2 in the next; *n is the nimber of normal play (Definition 1.19). A heap
     * is written as its size, a tree with braces.
     */
    @Test
    void theMisereNimTablesWriteNoNimberStar() {
        Element table = PAGES.get("lessons/misere-nim.html").selectFirst("table.equivalence-tests");
        Element copy = table.clone();
        copy.select(".math-inline, .math-display").remove();
        assertFalse(copy.text().contains("*"), copy.text());
        assertTrue(copy.text().contains("{2,{1,{1},2}}"), "2 + 2 as a tree: " + copy.text());
    }

    /** A strip's length written on the line, S1 for S₁ (not a DOI's /S0305…): in TeX, in a tooltip, which holds no markup, or in text. */
    static final Pattern STRIP_WITHOUT_SUBSCRIPT = Pattern.compile("(?<![A-Za-z\\\\/])S\\d");

    /**
     * Referee 4, F5.1 and F5.2 (issue 29): the separating position X = S1 + S1 was written in TeX without subscripts, and
     * the outcome chart's tooltips wrote S1 + S1, the table of checks "for S1 … S15"; a strip of partizan Kayles is S_n,
     * its length a subscript: in TeX, in a tooltip (S₁), and in the text (S<sub>1</sub>, so no text node holds S1).
     */
    @Test
    void aStripIsWrittenWithItsLengthAsASubscript() {
        List<String> problems = new ArrayList<>();
        int titles = 0;
        for (Document page : PAGES.values()) {
            for (Element math : page.select(".math-inline, .math-display")) {
                if (STRIP_WITHOUT_SUBSCRIPT.matcher(tex(math)).find()) {
                    problems.add(tex(math));
                }
            }
            for (Element title : page.select("svg title")) {
                titles++;
                if (STRIP_WITHOUT_SUBSCRIPT.matcher(title.text()).find()) {
                    problems.add(title.text());
                }
            }
            Element text = page.body().clone();
            text.select(".katex, script, style, svg").remove();
            for (Element element : text.select("*")) {
                element.textNodes().stream().map(TextNode::text).filter(t -> STRIP_WITHOUT_SUBSCRIPT.matcher(t).find())
                        .forEach(problems::add);
            }
        }
        assertEquals(List.of(), problems.stream().distinct().toList(), "strips written S1 for S_1");
        assertTrue(titles > 81, titles + " tooltips read");
        assertTrue(PAGES.get("lessons/partizan-kayles.html").select(".outcome-grid title").eachText().contains(
                "x = 2, y = 0: S₁ + S₁ is in R⁻ (Right wins whoever starts); Theorem 5.26 (Milley's Theorem 3) says R⁻"));
        assertTrue(STRIP_WITHOUT_SUBSCRIPT.matcher("X = S1 + S1").find());
        assertFalse(STRIP_WITHOUT_SUBSCRIPT.matcher("X = S_1 + S_{12} + \\overline{S_2}").find());
        assertFalse(STRIP_WITHOUT_SUBSCRIPT.matcher("doi.org/10.1017/S0305004100031509").find());
    }

    /**
     * Issue 29, second reading, point 1: = carried four meanings. Between numbers it is equality, between games the
     * equality of games; a definition is written :=, as the mex, the nim-value and the proofs' abbreviations are.
     */
    @Test
    void aDefinitionIsWrittenColonEquals() {
        List<String> texts = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            if (name.startsWith("lessons/")) {
                page.select(".math-inline, .math-display").forEach(m -> texts.add(tex(m)));
            }
        });
        for (String defined : List.of("\\operatorname{mex} S := \\min", "\\mathcal{G}(G) := \\operatorname{mex}", "g := \\mathcal{G}(G)",
                "Ab := \\{ab : a \\in A\\}", "G_0 := (k-1)S_1 + (j-1)S_2")) {
            assertTrue(texts.stream().anyMatch(t -> t.startsWith(defined)), defined);
        }
        List<String> old = texts.stream().filter(t -> t.startsWith("\\operatorname{mex} S = ") || t.startsWith("\\mathcal{G}(G) = \\operatorname{mex}")
                || t.startsWith("G_0 = (k-1)S_1 + (j-1)S_2") || t.startsWith("G_0 = ") && t.contains("\\quad")
                || t.startsWith("g = \\mathcal{G}(G)") || t.startsWith("Ab = ")).toList();
        assertEquals(List.of(), old, "definitions written with =");
    }

    /**
     * Issue 29, "keep the rule everywhere (pages, exercises, hints, exports)": on the pages of the games whose rows
     * have a letter (K_n, D_n, S_n), no exercise (prompt, answer fields, hint, solution) and no table the solver
     * writes (worked games, the quotient's examples and its separating positions) writes a position as numbers.
     * The exercises' own texts, and the exports, are held to the same rule by {@code ExerciseNotationTest}.
     */
    @Test
    void noExerciseOrSolverTableOnAPageOfRowsWritesAPositionAsNumbers() {
        String solverTables = "table.worked-game td, table.misere-worked-game td, table.quotient-moves th, table.quotient-moves td,"
                + " table.quotient-steps th, table.misere-distinguishers td, table caption";
        List<String> problems = new ArrayList<>();
        int read = 0;
        for (String lesson : List.of("kayles", "dawsons-kayles", "misere-kayles", "partizan-kayles")) {
            Document page = PAGES.get("lessons/" + lesson + ".html");
            List<Element> texts = new ArrayList<>(page.select("section.exercise"));
            texts.addAll(page.select(solverTables));
            for (Element element : texts) {
                read++;
                NumeralPositions.in(withTex(element)).forEach(p -> problems.add(lesson + ": " + p.substring(0, Math.min(160, p.length()))));
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(read > 1000, read + " exercises and cells read");
        assertTrue(PAGES.get("lessons/misere-kayles.html").select("table.misere-distinguishers td .rows").text().contains("K2 + K2"));
    }

    /**
     * The element's text with each formula written back as {@code \(TeX\)}, as an exercise's text is written; an
     * exercise's table of given values (headed n, +0, +1, ...) left out.
     */
    static MathText withTex(Element element) {
        Element copy = element.clone();
        copy.select("table").remove();
        copy.select(".math-inline, .math-display").forEach(m -> m.text("\\(" + tex(m) + "\\)"));
        return MathText.of(copy.text());
    }

    /** The TeX of a formula: KaTeX keeps it in the MathML's annotation; an untypeset formula is its text. */
    static String tex(Element math) {
        Element annotation = math.selectFirst("annotation");
        return (annotation != null ? annotation.text() : math.text()).strip();
    }

    /** A page's text outside its typeset formulas (KaTeX's HTML and MathML, and the TeX kept beside them, left out). */
    static String textOutsideMath(String page) {
        Element body = PAGES.get(page).body().clone();
        body.select(".katex, .math-inline, .math-display, math, annotation, script").remove();
        return body.text();
    }

    /**
     * The universe of partizan Kayles is 𝒦 (the lessons' \mathcal{K}); K names the rows of Kayles (Definition 1.2). The seventh
     * reading (issue 29) found "(mod K)" 455 times in Lesson 5's generated text and the raw TeX "M_K" in Erratum 5.22's Source line;
     * the proof of Theorem 1 said "The other strip is shorter than n" six times.
     */
    @Test
    void lessonFiveWritesTheUniverseAsTheLessonDoesAndNoTexOutsideMath() {
        String text = textOutsideMath("lessons/partizan-kayles.html");
        // the universe of Definition 5.7 is 𝒦 (\mathcal{K}); K names the rows of Kayles (Definition 1.2)
        Pattern plainK = Pattern.compile("\\bmod(ulo)? K\\b|∈ K\\b|\\bof K\\b");
        Pattern rawTex = Pattern.compile("\\b[A-Za-z]_[A-Za-z{]|\\^\\{|\\\\(mathcal|pmod|overline|mid)\\b");
        List<String> found = new ArrayList<>();
        for (Pattern p : List.of(plainK, rawTex)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                found.add(text.substring(Math.max(0, m.start() - 60), Math.min(text.length(), m.end() + 20)));
            }
        }
        assertEquals(List.of(), found);
        assertTrue(plainK.matcher("S2 ≥ 2S1 (mod K)").find() && plainK.matcher("✓ each step mod K").find());
        assertTrue(rawTex.matcher("the outcome partition of M_K").find());
        assertTrue(text.contains("S1 + S2 ≡ 0 (mod 𝒦)"), "the universe is written 𝒦 in text (Corollary 5.23's check)");
        Matcher shorter = Pattern.compile("shorter than").matcher(text);
        int times = 0;
        while (shorter.find()) {
            times++;
        }
        assertTrue(times <= 1, "the proof of Theorem 1 says once that both strips are shorter than n, not " + times + " times");
    }
}
