package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.print.PageSize;

/**
 * Worksheets in headless Chromium ({@link Chromium}): a screenshot on screen, the print stylesheet, and printing to PDF on
 * Letter and A4 paper with one printed page per worksheet page. The screenshot and PDFs are kept
 * in {@code target/worksheet-browser/} for a person to look at.
 */
class WorksheetBrowserTest {

    private static final Path KEPT = Path.of("target/worksheet-browser");
    private static final Pattern PDF_PAGE = Pattern.compile("/Type\\s*/Page(?![s\\w])");

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1000, 1400);

    private static ChromeDriver driver;
    private static Worksheet model;

    @BeforeAll
    static void writeAWorksheet() throws Exception {
        driver = CHROMIUM.driver();
        ExerciseSet set = ExerciseSet.generate(Plans.lesson("kayles"), 12, 4, Difficulty.HARD);
        model = Worksheet.of(set);
        Files.createDirectories(KEPT);
        new WorksheetWriter(new WorksheetRenderer(WorksheetWriterTest.TEMPLATES)).write(set, KEPT.resolve("kayles-hard-4"));
    }

    private static void open(String file) {
        driver.get(KEPT.resolve("kayles-hard-4").resolve(file).toAbsolutePath().toUri().toString());
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
    }

    private static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    @Test
    void worksheetShowsOnScreenWithItsStylesheet() throws Exception {
        open("worksheet.html");
        assertEquals("dashed", js("return getComputedStyle(document.querySelector('.work-space')).borderTopStyle;"),
                "worksheet.css is loaded from beside the page");
        byte[] png = driver.getScreenshotAs(OutputType.BYTES);
        Files.write(KEPT.resolve("worksheet.png"), png);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertTrue(darkPixelShare(image) > 0.01, "the screenshot shows text, not a blank page");
    }

    @Test
    void everythingIsPrintedInGreysSoBlackAndWhitePrintersLoseNothing() {
        open("worksheet.html");
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        @SuppressWarnings("unchecked")
        List<String> colours = (List<String>) js("var out = [];"
                + "document.querySelectorAll('body, body *').forEach(function (e) {"
                + "  var s = getComputedStyle(e); out.push(s.color, s.borderTopColor, s.backgroundColor); });"
                + "return out;");
        for (String colour : colours) {
            Matcher m = Pattern.compile("rgba?\\((\\d+), (\\d+), (\\d+)").matcher(colour);
            assertTrue(m.find(), colour);
            assertTrue(m.group(1).equals(m.group(2)) && m.group(2).equals(m.group(3)), "not a grey: " + colour);
        }
    }

    @Test
    void printedWorksheetHidesTheControlsAndBreaksAfterEachPage() {
        open("worksheet.html");
        assertEquals("block", js("return getComputedStyle(document.querySelector('.controls')).display;"));
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        assertEquals("none", js("return getComputedStyle(document.querySelector('.controls')).display;"));
        @SuppressWarnings("unchecked")
        List<String> breaks = (List<String>) js("return Array.from(document.querySelectorAll('.sheet'))"
                + ".map(function (s) { return getComputedStyle(s).breakAfter; });");
        assertEquals(model.pageCount(), breaks.size());
        for (int i = 0; i < breaks.size() - 1; i++) {
            assertEquals("page", breaks.get(i), "sheet " + (i + 1));
        }
        assertEquals("auto", breaks.get(breaks.size() - 1), "no blank page at the end");
    }

    @Test
    void worksheetPrintsOnePageForEachWorksheetPageOnLetterAndA4() throws Exception {
        open("worksheet.html");
        assertEquals(model.pageCount(), printedPages(PageSize.US_LETTER, "worksheet-letter.pdf"), "Letter");
        assertEquals(model.pageCount(), printedPages(PageSize.ISO_A4, "worksheet-a4.pdf"), "A4");
    }

    /** Issue 23: printed keys clipped the first digit of step numbers from 10 on. */
    @Test
    void everyStepNumberOfTheKeyFitsInTheRoomItsListGivesIt() {
        open("answer-key.html");
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        @SuppressWarnings("unchecked")
        List<List<Number>> lists = (List<List<Number>>) js("var c = document.createElement('canvas').getContext('2d');"
                + "return Array.from(document.querySelectorAll('ol.steps')).map(function (ol) {"
                + "  var s = getComputedStyle(ol.querySelector('li')); c.font = s.fontSize + ' ' + s.fontFamily;"
                + "  var widest = c.measureText(ol.children.length + '. ').width;"
                + "  return [ol.children.length, widest, parseFloat(getComputedStyle(ol).paddingLeft)]; });");
        assertTrue(lists.stream().anyMatch(l -> l.get(0).intValue() >= 10), "some solution has ten steps or more");
        for (List<Number> list : lists) {
            assertTrue(list.get(2).doubleValue() >= list.get(1).doubleValue(), "a list of " + list.get(0) + " steps needs "
                    + list.get(1) + " px for its numbers and has " + list.get(2));
        }
    }

    @Test
    void theAnswerKeyRunsOnWithoutTheWorksheetsPageBreaks() throws Exception {
        open("answer-key.html");
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        @SuppressWarnings("unchecked")
        List<String> breaks = (List<String>) js("var out = []; document.querySelectorAll('main *').forEach(function (e) {"
                + " var s = getComputedStyle(e); if (s.breakBefore === 'page' || s.breakAfter === 'page') out.push(e.className); });"
                + " return out;");
        assertEquals(List.of(), breaks, "no page break forced inside the key");
        int pages = printedPages(PageSize.ISO_A4, "answer-key-a4.pdf");
        assertTrue(pages >= 1, "the key prints");
    }

    private static int printedPages(PageSize size, String keptAs) throws Exception {
        byte[] pdf = CHROMIUM.printToPdf(size);
        Files.write(KEPT.resolve(keptAs), pdf);
        assertTrue(new String(pdf, 0, 5, StandardCharsets.ISO_8859_1).equals("%PDF-"), "a PDF");
        Matcher m = PDF_PAGE.matcher(new String(pdf, StandardCharsets.ISO_8859_1));
        int pages = 0;
        while (m.find()) {
            pages++;
        }
        return pages;
    }

    private static double darkPixelShare(BufferedImage image) {
        long dark = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y);
                int grey = ((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
                if (grey < 128) {
                    dark++;
                }
            }
        }
        return dark / (double) ((image.getHeight() / 2) * (image.getWidth() / 2));
    }
}
