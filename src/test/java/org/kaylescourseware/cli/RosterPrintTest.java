package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.openqa.selenium.print.PageSize;

/**
 * Issue 32's print item, measured by printing with headless Chromium to PDF, as an instructor prints from the
 * browser: a class of 30 with the default six exercises prints as two pages a student on Letter and on A4, the
 * student's name on each of their pages (read from the PDF's text with PDFBox), work boxes of an inch or more,
 * no hint with {@code --no-hints}, and the grading grid, every student's answers, on one page. The PDFs are kept
 * in {@code target/roster-print/} for a person to look at.
 */
class RosterPrintTest {

    private static final Path KEPT = Path.of("target/roster-print");
    private static final List<String> LESSONS = List.of("kayles", "dawsons-kayles", "misere-nim", "partizan-kayles");
    private static final int STUDENTS = 30;
    /** A CSS inch, in the pixels the browser measures. */
    private static final double INCH = 96;

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1000, 1400);

    private static final List<String> NAMES = new ArrayList<>();

    @BeforeAll
    static void writeTheRostersWorksheets() throws Exception {
        Files.createDirectories(KEPT);
        StringBuilder roster = new StringBuilder("name,email\n\"Smith, Ann\",ann@school.example\nZoë Ng,zoe@school.example\n");
        NAMES.addAll(List.of("Smith, Ann", "Zoë Ng"));
        for (int i = 3; i <= STUDENTS; i++) {
            String name = String.format("Student Number%02d", i);
            NAMES.add(name);
            roster.append(name).append(",s").append(i).append("@school.example\n");
        }
        Path file = KEPT.resolve("roster.csv");
        Files.writeString(file, roster, StandardCharsets.UTF_8);
        for (String lesson : LESSONS) {
            run("worksheet", "--lesson", lesson, "--roster", file.toString(), "--out", folder(lesson).toString());
        }
        run("worksheet", "--lesson", "dawsons-kayles", "--no-hints", "--roster", file.toString(), "--out", folder("no-hints").toString());
    }

    private static void run(String... args) throws Exception {
        Path out = Path.of(args[args.length - 1]);
        if (Files.exists(out)) {
            org.apache.commons.io.FileUtils.deleteDirectory(out.toFile());
        }
        Cli cli = Cli.run(args);
        assertEquals(0, cli.exitCode(), cli.err());
    }

    private static Path folder(String name) {
        return KEPT.resolve(name).toAbsolutePath();
    }

    @Test
    void aRosterOfThirtyPrintsTwoPagesAStudentWithTheNameOnEveryPage() throws Exception {
        for (String lesson : LESSONS) {
            // A4 is longer and narrower than Letter: printed for the two lessons whose sheets are fullest
            List<PageSize> sizes = List.of("dawsons-kayles", "partizan-kayles").contains(lesson)
                    ? List.of(PageSize.US_LETTER, PageSize.ISO_A4) : List.of(PageSize.US_LETTER);
            CHROMIUM.openTypeset(folder(lesson).resolve("worksheets.html"));
            for (PageSize size : sizes) {
                List<String> pages = printedText(size, lesson + "-" + size.getWidth() + ".pdf");
                assertEquals(2 * STUDENTS, pages.size(), lesson + " on " + size.getWidth() + " cm paper");
                for (int page = 0; page < pages.size(); page++) {
                    String name = NAMES.get(page / 2);
                    assertTrue(pages.get(page).contains("Name: " + name), lesson + ": page " + (page + 1) + " names " + name);
                    for (String other : NAMES) {
                        assertTrue(other.equals(name) || !pages.get(page).contains(other), lesson + ": page " + (page + 1) + " names " + other);
                    }
                    assertTrue(pages.get(page).contains("page " + (page % 2 + 1) + " of 2"), lesson + ": page " + (page + 1));
                }
            }
        }
    }

    @Test
    void everyWorkBoxIsAnInchHighOrMoreWhenPrinted() throws Exception {
        for (String lesson : LESSONS) {
            CHROMIUM.openTypeset(folder(lesson).resolve("worksheets.html"));
            CHROMIUM.driver().executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            // the width of the text on A4 (210 mm less the margins of 12 mm), the narrower of the two papers
            @SuppressWarnings("unchecked")
            List<Number> heights = (List<Number>) CHROMIUM.script("document.querySelector('main').style.width = '186mm';"
                    + "return Array.from(document.querySelectorAll('.work-space')).map(function (w) { return w.getBoundingClientRect().height; });");
            assertEquals(6 * STUDENTS, heights.size(), lesson);
            double least = heights.stream().mapToDouble(Number::doubleValue).min().orElseThrow();
            double total = heights.stream().mapToDouble(Number::doubleValue).sum();
            assertTrue(least >= INCH - 0.5, lesson + ": the smallest work box is " + least / INCH + " in");
            assertTrue(total / heights.size() >= 1.2 * INCH, lesson + ": the work boxes average " + total / heights.size() / INCH + " in");
        }
    }

    @Test
    void noHintsLeavesEveryHintOff() throws Exception {
        Document with = Jsoup.parse(folder("dawsons-kayles").resolve("worksheets.html").toFile());
        Document without = Jsoup.parse(folder("no-hints").resolve("worksheets.html").toFile());
        assertEquals(6 * STUDENTS, with.select(".hint").size(), "by default every exercise has its hint");
        assertEquals(List.of(), without.select(".hint").eachText());
        assertEquals(6 * STUDENTS, without.select(".exercise").size());
        CHROMIUM.openTypeset(folder("no-hints").resolve("worksheets.html"));
        List<String> pages = printedText(PageSize.US_LETTER, "no-hints.pdf");
        assertEquals(2 * STUDENTS, pages.size());
        for (String page : pages) {
            assertFalse(page.contains("Hint"), page);
        }
        // the hints' own words, read from the worksheets that print them, appear nowhere without them
        for (Element hint : with.select(".hint")) {
            String words = hint.text().replaceFirst("^Hint\\. ", "");
            assertFalse(without.text().contains(words.substring(0, Math.min(40, words.length()))), words);
        }
    }

    @Test
    void theGradingGridIsOnePageWithEachStudentsOwnAnswers() throws Exception {
        for (String lesson : LESSONS) {
            CHROMIUM.openTypeset(folder(lesson).resolve("grading-grid.html"));
            for (PageSize size : lesson.equals("kayles") ? List.of(PageSize.US_LETTER, PageSize.ISO_A4) : List.of(PageSize.US_LETTER)) {
                List<String> pages = printedText(size, lesson + "-grid-" + size.getWidth() + ".pdf");
                assertEquals(1, pages.size(), lesson + " on " + size.getWidth() + " cm paper");
                for (String name : NAMES) {
                    assertTrue(pages.get(0).contains(name), lesson + ": " + name);
                }
            }
        }
        Document grid = Jsoup.parse(folder("kayles").resolve("grading-grid.html").toFile());
        Document index = Jsoup.parse(folder("kayles").resolve("index.html").toFile());
        List<Element> rows = grid.select("tbody tr");
        assertEquals(STUDENTS, rows.size());
        // issue 29: the grid wrote a position as typed (9+5); it writes its rows, as the key and the pages do
        assertTrue(grid.select("tbody .math-inline").text().contains("K_{"), grid.select("tbody").text());
        for (int s = 0; s < STUDENTS; s++) {
            Element row = rows.get(s);
            String key = index.select("tbody tr").get(s).select("a").get(1).attr("href");
            List<Element> answers = Jsoup.parse(folder("kayles").resolve(key).toFile()).select("p.answer");
            List<Element> cells = row.select("td").subList(1, 7);
            for (int e = 0; e < 6; e++) {
                // the key and the grid both write positions as rows (K_{9} + K_{5}), read here as a student types them (9+5)
                String shown = asTyped(answers.get(e).text());
                List<String> tokens = positionsAndNumbers(asTyped(cells.get(e).text()));
                String what = NAMES.get(s) + ", exercise " + (e + 1) + ": " + cells.get(e).text() + " against the key's " + answers.get(e).text();
                // every number, and of the positions a cell gives (one winning move "or" another) one at least, as the key says
                assertTrue(tokens.stream().filter(t -> !t.contains("+")).allMatch(shown::contains), what);
                assertTrue(tokens.stream().noneMatch(t -> t.contains("+")) || tokens.stream().filter(t -> t.contains("+")).anyMatch(shown::contains), what);
            }
        }
    }

    /** Positions written as rows, K_{9} + K_{5} or in a grid's cell K_{9}{+}K_{5} (typeset: K9+K5 with its TeX), read as typed: 9+5. */
    private static String asTyped(String text) {
        return text.replace(" ", "").replace("{+}", "+").replaceAll("K_\\{(\\d+)\\}", "$1").replaceAll("K(\\d+)", "$1");
    }

    /** The numbers and positions (9+9) a cell shows, leaving out a count of more answers. */
    private static List<String> positionsAndNumbers(String cell) {
        List<String> tokens = new ArrayList<>();
        Matcher m = Pattern.compile("(\\d+(?:\\s*\\+\\s*\\d+)*)(?!\\s*more)").matcher(cell.replaceAll("\\(or \\d+ more\\)", ""));
        while (m.find()) {
            tokens.add(m.group(1).replace(" ", ""));
        }
        return tokens;
    }

    /**
     * Prints the page the browser shows to PDF on {@code size} paper and gives each printed page's text. A page is opened once
     * and printed on each paper, as a reader changes the paper in the print dialog: printing leaves the page as it was.
     */
    private static List<String> printedText(PageSize size, String keptAs) throws Exception {
        byte[] pdf = CHROMIUM.printToPdf(size);
        Files.write(KEPT.resolve(keptAs), pdf);
        List<String> pages = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            for (int p = 1; p <= document.getNumberOfPages(); p++) {
                stripper.setStartPage(p);
                stripper.setEndPage(p);
                pages.add(stripper.getText(document).replaceAll("\\s+", " "));
            }
        }
        return pages;
    }
}
