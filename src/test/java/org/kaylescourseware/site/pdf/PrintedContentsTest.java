package org.kaylescourseware.site.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.pages.WholeCoursePage;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * The print copy's contents numbers ({@link PrintedContents}) and reading named destinations back ({@link PdfDestinations}),
 * on a small page and a small PDF; the course's own PDF is read in {@link CoursePdfTest}.
 */
class PrintedContentsTest {

    private static final String COURSE = "<!DOCTYPE html><html><head><title>t</title></head><body><nav class=\"book-contents\"><ol>"
            + "<li><a href=\"#kayles\"><span class=\"lesson-order\">1</span> Kayles</a><ol>"
            + "<li><a href=\"#kayles--mis\u00e8re-play\">Mis\u00e8re play</a></li></ol></li></ol></nav>"
            + "<section id=\"kayles\"><h2 id=\"kayles--mis\u00e8re-play\">Mis\u00e8re play</h2><a href=\"#kayles\">back</a></section></body></html>";

    @Test
    void theCopyShowsEachEntrysPageAndTheSitesPageKeepsNone(@TempDir Path site) throws IOException {
        Files.writeString(site.resolve(WholeCoursePage.PAGE), COURSE, StandardCharsets.UTF_8);
        PrintedContents contents = PrintedContents.read(site);
        assertEquals(List.of("kayles", "kayles--mis\u00e8re-play"), contents.targets());
        Path copy = contents.write(site, Map.of("kayles", 3, "kayles--mis\u00e8re-play", 4));
        Document printed = Jsoup.parse(copy.toFile(), "UTF-8");
        assertEquals(List.of("1 Kayles", "Mis\u00e8re play"), printed.select(".book-contents a > .toc-title").eachText());
        assertEquals(List.of("3", "4"), printed.select(".book-contents a > .toc-page").eachText());
        assertEquals(1, printed.select("section a").size(), "only the contents get numbers");
        assertFalse(Files.readString(site.resolve(WholeCoursePage.PAGE)).contains("toc-page"), "course.html is left as it was");
        assertEquals("", contents.disagreement(Map.of("kayles", 3, "kayles--mis\u00e8re-play", 4)));
        assertEquals("'Mis\u00e8re play' shows page 4 but its target is on page 5",
                contents.disagreement(Map.of("kayles", 3, "kayles--mis\u00e8re-play", 5)));
    }

    @Test
    void beforeThePagesAreKnownAnEntryShowsAPlaceholderAndDisagrees(@TempDir Path site) throws IOException {
        Files.writeString(site.resolve(WholeCoursePage.PAGE), COURSE, StandardCharsets.UTF_8);
        PrintedContents contents = PrintedContents.read(site);
        contents.write(site, Map.of());
        assertTrue(contents.disagreement(Map.of("kayles", 3, "kayles--mis\u00e8re-play", 3)).startsWith("'1 Kayles' shows page 0"));
    }

    /** Chromium names a destination by the fragment as a URL writes it, percent-encoded UTF-8. */
    @Test
    void namedDestinationsAreReadAsPagesByTheirIds(@TempDir Path folder) throws IOException {
        Path pdf = folder.resolve("two.pdf");
        try (PDDocument document = new PDDocument()) {
            PDPage first = new PDPage();
            PDPage second = new PDPage();
            document.addPage(first);
            document.addPage(second);
            COSDictionary destinations = new COSDictionary();
            destinations.setItem(COSName.getPDFName("kayles"), destination(first));
            destinations.setItem(COSName.getPDFName("kayles--mis%C3%A8re-play"), destination(second));
            document.getDocumentCatalog().getCOSObject().setItem(COSName.DESTS, destinations);
            document.save(pdf.toFile());
        }
        assertEquals(Map.of("kayles", 1, "kayles--mis\u00e8re-play", 2), PdfDestinations.pages(pdf));
    }

    private static COSArray destination(PDPage page) {
        COSArray array = new COSArray();
        array.add(page);
        array.add(COSName.getPDFName("XYZ"));
        return array;
    }

    @Test
    void aFileThatIsNoPdfFailsInOneLine(@TempDir Path folder) throws IOException {
        Path broken = Files.writeString(folder.resolve("broken.pdf"), "not a PDF");
        BuildFailure failure = assertThrows(BuildFailure.class, () -> PdfDestinations.pages(broken));
        assertTrue(failure.getMessage().startsWith("the PDF: cannot read back the printed broken.pdf"), failure.getMessage());
        assertFalse(failure.getMessage().contains("\n"));
    }
}
