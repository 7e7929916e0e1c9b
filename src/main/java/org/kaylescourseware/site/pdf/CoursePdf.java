package org.kaylescourseware.site.pdf;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.kaylescourseware.site.pages.WholeCoursePage;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * The whole course as a PDF, printed by headless Chromium from {@link WholeCoursePage}: the math is
 * typeset by the same KaTeX and fonts as the site, the page numbers come from print.css's margin boxes,
 * the contents give each entry's page (it is printed twice, see {@link #print}), the links between lessons
 * stay links, and Chromium writes the headings as the PDF's outline (bookmarks). Chromium is found on the
 * PATH (or named by {@value #CHROMIUM_VARIABLE}); nothing is downloaded.
 */
public final class CoursePdf {

    /** The PDF's name in the site, beside index.html. */
    public static final String FILE = "kayles-courseware.pdf";
    public static final String CHROMIUM_VARIABLE = "KAYLES_COURSEWARE_CHROMIUM";
    /** The one line said when no Chromium is found. */
    public static final String MISSING = "the PDF is printed by Chromium, and none was found (chromium, chromium-browser,"
            + " google-chrome on the PATH, or " + CHROMIUM_VARIABLE + "): install it, e.g. 'apt-get install chromium' on"
            + " Debian or Ubuntu, or build without --pdf";
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    private static final long TIMEOUT_SECONDS = 300;
    /** At most: one to find the pages, one to print them, one more if printing them moved an entry. */
    private static final int PRINTINGS = 3;

    private final Path chromium;

    private CoursePdf(Path chromium) {
        this.chromium = chromium;
    }

    /** The Chromium this prints with (bench's page-load cases load pages in the same one). */
    public Path chromium() {
        return chromium;
    }

    /** The Chromium named by {@value #CHROMIUM_VARIABLE}, or the first found on the PATH; empty when there is none. */
    public static Optional<CoursePdf> find() {
        return find(System.getenv());
    }

    static Optional<CoursePdf> find(Map<String, String> environment) {
        String named = environment.get(CHROMIUM_VARIABLE);
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named)).filter(Files::isExecutable).map(CoursePdf::new);
        }
        String path = environment.getOrDefault("PATH", "");
        return Stream.of(path.split(File.pathSeparator)).filter(folder -> !folder.isEmpty())
                .flatMap(folder -> NAMES.stream().map(name -> Path.of(folder, name)))
                .filter(Files::isExecutable).findFirst().map(CoursePdf::new);
    }

    /**
     * Prints {@code site}'s {@link WholeCoursePage#PAGE} into {@code site}/{@value #FILE}, with the page of each
     * contents entry ({@link PrintedContents}): a first printing finds where every entry's target lands, the
     * next prints those pages into the contents, and a PDF is kept once every number it was printed with is
     * the page where that entry's target landed in it. Chromium's profile and the printings go to {@code scratch}.
     */
    public void print(Path site, Path scratch) {
        PrintedContents contents = PrintedContents.read(site);
        Path pdf = scratch.resolve("course.pdf");
        Map<String, Integer> numbers = Map.of();
        try {
            for (int printing = 1; printing <= PRINTINGS; printing++) {
                printOnce(contents.write(site, numbers), pdf, scratch);
                Map<String, Integer> landed = landed(contents, PdfDestinations.pages(pdf));
                String disagreement = contents.disagreement(landed);
                if (disagreement.isEmpty()) {
                    Files.move(pdf, site.resolve(FILE), StandardCopyOption.REPLACE_EXISTING);
                    return;
                }
                if (printing == PRINTINGS) {
                    throw new BuildFailure(List.of("the PDF: after " + PRINTINGS + " printings its contents still do not give"
                            + " the right pages (" + disagreement + ")"));
                }
                numbers = landed;
            }
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot put it into the site: " + e.getMessage()));
        } finally {
            removeCopy(site.resolve(PrintedContents.COPY));
        }
    }

    /** The page each contents entry's target landed on; an entry whose target is on no page fails the build. */
    private static Map<String, Integer> landed(PrintedContents contents, Map<String, Integer> destinations) {
        Map<String, Integer> landed = new HashMap<>();
        for (String target : contents.targets()) {
            Integer page = destinations.get(target);
            if (page == null) {
                throw new BuildFailure(List.of("the PDF: the contents entry #" + target + " leads to no page of the printed PDF"
                        + " (Chromium wrote no destination for it), so its page number cannot be given"));
            }
            landed.put(target, page);
        }
        return landed;
    }

    /** One printing of {@code page} into {@code pdf}. */
    private void printOnce(Path page, Path pdf, Path scratch) {
        Path log = scratch.resolve("chromium.log");
        List<String> command = List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--user-data-dir=" + scratch.resolve("chromium-profile").toAbsolutePath(),
                "--no-pdf-header-footer", "--generate-pdf-document-outline", "--run-all-compositor-stages-before-draw",
                "--virtual-time-budget=20000", "--print-to-pdf=" + pdf.toAbsolutePath(), page.toAbsolutePath().toUri().toString());
        try {
            Files.createDirectories(scratch);
            Files.deleteIfExists(pdf);
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new BuildFailure(List.of("the PDF: " + chromium + " did not finish printing " + WholeCoursePage.PAGE
                        + " in " + TIMEOUT_SECONDS + " s"));
            }
            if (process.exitValue() != 0 || !Files.isRegularFile(pdf) || Files.size(pdf) == 0) {
                throw new BuildFailure(List.of("the PDF: " + chromium + " could not print " + WholeCoursePage.PAGE
                        + " (exit status " + process.exitValue() + "): " + lastLine(log)));
            }
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot run " + chromium + ": " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BuildFailure(List.of("the PDF: interrupted while " + chromium + " was printing"));
        }
    }

    /** Removes the copy printed from, so that the site does not publish it. */
    private static void removeCopy(Path copy) {
        try {
            Files.deleteIfExists(copy);
        } catch (IOException e) {
            throw new BuildFailure(List.of("the PDF: cannot remove " + copy + " after printing: " + e.getMessage()));
        }
    }

    private static String lastLine(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                    .filter(line -> !line.isBlank() && !line.contains("dbus")).toList();
            return lines.isEmpty() ? "it said nothing" : lines.get(lines.size() - 1).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
