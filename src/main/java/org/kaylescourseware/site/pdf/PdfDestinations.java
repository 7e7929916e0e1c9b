package org.kaylescourseware.site.pdf;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentNameDestinationDictionary;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Where the link targets of a PDF that Chromium printed landed: Chromium (Skia) writes every element
 * a link leads to as a named destination in the catalog's {@code /Dests} dictionary, named by the
 * link's fragment as a URL writes it (UTF-8, percent-encoded), each an explicit page and position.
 */
final class PdfDestinations {

    private PdfDestinations() {
    }

    /** The page (1 is the first) of each named destination of {@code pdf}, by the id it was named from. */
    static Map<String, Integer> pages(Path pdf) {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            PDDocumentNameDestinationDictionary destinations = document.getDocumentCatalog().getDests();
            Map<String, Integer> pages = new HashMap<>();
            if (destinations == null) {
                return pages;
            }
            for (COSName name : destinations.getCOSObject().keySet()) {
                PDDestination destination = destinations.getDestination(name.getName());
                if (destination instanceof PDPageDestination page && page.retrievePageNumber() >= 0) {
                    pages.put(id(name.getName()), page.retrievePageNumber() + 1);
                }
            }
            return pages;
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot read back the printed " + pdf.getFileName() + ": " + e.getMessage()));
        }
    }

    /** The id a destination was named from: its percent-escapes decoded ({@code +} is itself in a fragment, not a space). */
    private static String id(String name) {
        return URLDecoder.decode(name.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
