package org.kaylescourseware.site.bibliography;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.source.SourceException;

/** The course's BibTeX file read as the references page shows it, and bad files refused at their line. */
class BibliographyTest {

    static final Path COURSE = Path.of("content/references.bib");

    @TempDir
    Path dir;

    @Test
    void everySourceOfTheCourseHasItsTitleAndYearAndTheArticlesTheirAuthorsAndJournal() {
        Bibliography bibliography = Bibliography.read(COURSE);
        assertTrue(bibliography.references().size() >= 15, "the course's sources");
        for (Reference r : bibliography.references()) {
            assertTrue(!r.title().isEmpty() && !r.title().contains("{") && !r.title().contains("\\"), r.toString());
            if (r.type().equals("article")) {
                assertTrue(!r.authors().isEmpty() && !r.venue().isEmpty() && r.year().matches("\\d{4}(–\\d{4})?"), r.toString());
            }
            assertTrue(r.bibtex().startsWith("@" + r.type() + "{" + r.key() + ","), r.bibtex());
        }
        // issue 21: the misère Nim paper was cited without authors
        Reference nim = bibliography.find("spindler2016").orElseThrow();
        assertEquals("M. Spindler", nim.authors());
        assertEquals("Misère equivalence classes of Nim positions", nim.title());
        Reference kayles = bibliography.find("sibert-conway1992").orElseThrow();
        assertEquals("W. L. Sibert and J. H. Conway", kayles.authors());
        assertEquals("International Journal of Game Theory 20, 237–246", kayles.venue());
        assertEquals("1992", kayles.year());
    }

    @Test
    void authorsAreWrittenWithTheirInitialsFirst() {
        assertEquals("E. R. Berlekamp, J. H. Conway and R. K. Guy",
                Bibliography.authors("Berlekamp, Elwyn R. and Conway, John H. and Guy, Richard K."));
        assertEquals("C. A. B. Smith", Bibliography.authors("Cedric A. B. Smith"));
        assertEquals("", Bibliography.authors(""));
    }

    @Test
    void aFileThatIsNotBibTeXIsRefusedAtItsLine() throws IOException {
        Path file = dir.resolve("bad.bib");
        Files.writeString(file, "@article{a,\n  title = {A},\n  journal = {J},\n  year = {2000},\n}\n\n@book{b\n  title = {B}\n");
        SourceException e = assertThrows(SourceException.class, () -> Bibliography.read(file));
        assertTrue(e.getMessage().startsWith(file + ":8: not BibTeX here"), e.getMessage());
    }

    @Test
    void anEntryWithoutATitleIsRefusedAtItsLine() throws IOException {
        Path file = dir.resolve("untitled.bib");
        Files.writeString(file, "% a comment\n\n@misc{nameless,\n  year = {2000},\n}\n");
        SourceException e = assertThrows(SourceException.class, () -> Bibliography.read(file));
        assertEquals(file + ":3: nameless has no title; every source is cited by its title: add title = {...}", e.getMessage());
    }
}
