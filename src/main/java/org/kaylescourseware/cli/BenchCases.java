package org.kaylescourseware.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.SparseSpace;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.partizan.milley.Theorem3Benchmark;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.pdf.CoursePdf;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.pageload.PageLoad;
import org.kaylescourseware.site.publish.FolderTree;

/**
 * The benchmark cases the {@code bench} command knows, in the order it runs them. To add one, add
 * a line to {@link #all()}.
 */
final class BenchCases {

    /** The sizes the fast method is measured at: the growth from one to the next shows how it scales. */
    private static final List<Integer> SIZES = List.of(100_000, 1_000_000, 10_000_000);
    /**
     * The plain recurrence is quadratic: 10^5 takes 4–7 s here, so 10^6 would take 7–12 minutes
     * and 10^7 half a day; it is measured at 10^5 only (10^6 on request, with --sizes).
     */
    private static final List<Integer> REFERENCE_SIZES = List.of(100_000);

    /**
     * The largest size of the slow cases: the plain recurrence is quadratic (10^6 takes minutes), and
     * 0.007 looks at each of its rare heaps for every n (10^6: 40–50 s).
     */
    private static final int SLOW_LARGEST = 1_000_000;

    /** Partizan Kayles' search keys positions of at most 61 cells. */
    private static final int THEOREM_3_LARGEST = 61;

    /** Per position of the Theorem 3 check: measured 205 MB for the 2,984,865 positions up to 55 cells. */
    private static final long BYTES_PER_PARTIZAN_POSITION = 80;

    private BenchCases() {
    }

    static List<BenchCase> all() {
        List<BenchCase> cases = new ArrayList<>(List.of(
                fast("kayles", "0.77"),
                sparseOnly("kayles-sparse-only", "0.77", SIZES),
                plain("kayles-plain", "kayles", "0.77", REFERENCE_SIZES),
                fast("dawsons-kayles", "0.07"),
                fast("0.16", "0.16"),
                sparseOnly("0.16-sparse-only", "0.16", SIZES),
                plain("0.16-plain", "0.16", "0.16", REFERENCE_SIZES),
                BenchCase.of("0.007", "0.007 (Treblecross, 0.04 shifted by one, which Czajka's tables list"
                        + " as unsolved), fast: every option examined up to n ≈ 2.6·10^5"
                        + " (15–30% of heaps rare under any mask), then sparse space under the bitstring ~71;"
                        + " 22,441 rare heaps by 10^6, each looked at for every n, so ≈ 50 s at 10^6:"
                        + " only on request (--sizes)", List.of(10_000, 30_000, 100_000),
                        n -> sparse("0.007", n, SparseSpace.Options.DEFAULT)).upTo(SLOW_LARGEST, BenchCase::grundyHeap),
                plain("0.007-plain", "0.007", "0.007", List.of(10_000, 100_000)),
                BenchCase.of("kayles-misere-quotient", "Kayles misère quotient (Plambeck–Siegel), heap by heap"
                        + " until the period of Φ is certified, at most n heaps",
                        List.of(MisereQuotientSolver.KAYLES_HEAP_LIMIT), BenchCases::kaylesQuotient)
                        .upTo(MisereQuotientSolver.MAX_HEAP_BOUND, n -> BenchCase.BASE_BYTES),
                BenchCase.of("partizan-theorem-3", "partizan Kayles: Theorem 3 against a fresh search, every"
                        + " position of total size ≤ n", List.of(20, 30, Theorem3Benchmark.DEFAULT_MAX_TOTAL),
                        BenchCases::theorem3).upTo(THEOREM_3_LARGEST, BenchCases::theorem3Heap)));
        cases.addAll(quotientCases());
        cases.addAll(CertificationCases.all());
        cases.addAll(AuthorLoop.all());
        cases.addAll(PageLoads.all());
        return List.copyOf(cases);
    }

    private static BenchCase.Measured kaylesQuotient(int heapLimit) {
        MisereQuotient quotient = MisereQuotientSolver.misereQuotientOfAllHeaps(OctalGame.parse("0.77"), heapLimit);
        String period = quotient.period().map(p -> (p.certified() ? "certified" : "observed") + " period "
                + p.period() + " from " + p.preperiod()).orElse("no period");
        return BenchCase.Measured.otherThanValues(quotient, "order " + quotient.order() + ", unchanged from heap "
                + quotient.stableFrom() + " on; Φ: " + period + ", " + quotient.heapBound() + " heaps computed");
    }

    /** The check searches every position of total size at most n: p(0) + ... + p(n) of them. */
    private static long theorem3Heap(int n) {
        return BenchCase.BASE_BYTES + BYTES_PER_PARTIZAN_POSITION * OutcomeHeap.partitionsUpTo(n);
    }

    private static BenchCase.Measured theorem3(int maxTotal) {
        Theorem3Benchmark.Result result = Theorem3Benchmark.run(maxTotal);
        if (!result.allAgree()) {
            throw new IllegalStateException(result.toString());
        }
        return BenchCase.Measured.otherThanValues(result, result.agreeing() + " of " + result.positions()
                + " positions agree");
    }

    private static BenchCase fast(String name, String code) {
        return BenchCase.of(name, code + " fast: sparse space, stopping at a certified period", SIZES,
                n -> sparse(code, n, SparseSpace.Options.DEFAULT));
    }

    private static BenchCase sparseOnly(String name, String code, List<Integer> sizes) {
        return BenchCase.of(name, code + " sparse space alone: every value from its options", sizes,
                n -> sparse(code, n, SparseSpace.Options.SPARSE_ONLY));
    }

    private static BenchCase plain(String name, String fastCase, String code, List<Integer> sizes) {
        return BenchCase.baseline(name, fastCase, code + " plain mex recurrence (the reference)", sizes,
                n -> new BenchCase.Measured(GrundyValues.byMexRecurrence(OctalGame.parse(code), n),
                        "every option; an int a value")).upTo(SLOW_LARGEST, BenchCase::grundyHeap);
    }

    /** A negative mask is a bitstring with infinitely many ones, written ~M as in Flammenkamp's tables. */
    private static String describeMask(int mask) {
        return mask < 0 ? "~" + ~mask : Integer.toString(mask);
    }

    private static BenchCase.Measured sparse(String code, int n, SparseSpace.Options options) {
        SparseSpace.Run run = SparseSpace.compute(OctalGame.parse(code), n, options, x -> { });
        String period = run.periodicity().map(BenchCases::describe).orElse("no period");
        String from = run.computedTo() < n ? ", mex to " + run.computedTo() + " then the period" : "";
        return new BenchCase.Measured(run, "mask " + describeMask(run.mask()) + ", " + run.rareHeaps()
                + " rare heaps" + from + "; " + period + "; " + run.grundyValues().width() + " byte(s) a value");
    }

    private static String describe(Periodicity p) {
        return "period " + p.period() + " from " + p.preperiod();
    }

    /**
     * The misère quotient: the {@code quotient} command in a JVM of its own, so that its time and peak
     * resident memory are those a user sees (JVM start included), for comparison with Siegel's
     * MisereSolver on the same machine. n is the heap bound: 0 for the quotient of all heaps.
     */
    private static List<BenchCase> quotientCases() {
        return List.of(
                quotientCase("kayles-quotient", "0.77", "Kayles, whole quotient (40 elements, 9 in P)", 0),
                quotientCase("guiles-quotient", "0.15", "Guiles, whole quotient (42 elements, 12 in P)", 0),
                quotientCase("0.115-quotient", "0.115", "0.115, whole quotient (42 elements, 12 in P)", 0),
                quotientCase("dawsons-kayles-quotient", "0.07", "Dawson's Kayles, partial quotients Q_30 (Siegel: 360"
                        + " elements) and Q_33 (638)", 30, 33));
    }

    private static BenchCase quotientCase(String name, String code, String description, Integer... sizes) {
        return BenchCase.inChildJvm(name, "quotient " + code + " in a JVM of its own, check by search off: " + description
                + "; n is --max-heap, 0 for all heaps", List.of(sizes), n -> quotient(code, n), false);
    }

    /** Runs {@code quotient CODE [--max-heap n] --format json --search-to 0} and notes what it found. */
    static BenchCase.Measured quotient(String code, int maxHeap) {
        List<String> args = new ArrayList<>(List.of("quotient", code, "--format", "json", "--search-to", "0"));
        if (maxHeap > 0) {
            args.addAll(List.of("--max-heap", String.valueOf(maxHeap)));
        }
        ChildJvm child = ChildJvm.run(args);
        if (child.exitCode() != 0) {
            throw new IllegalStateException("quotient " + code + " exited with " + child.exitCode() + ": " + child.err().strip());
        }
        JsonNode json;
        try {
            json = new ObjectMapper().readTree(child.out());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode period = json.get("period");
        String note = String.format(Locale.ROOT, "|Q| = %d, |P| = %d, %d heaps%s", json.get("order").asInt(),
                json.get("pPortion").size(), json.get("pretending").size() - 1, period.isNull() ? ""
                        : ", Φ period " + period.get("period").asInt() + " from " + period.get("preperiod").asInt() + " certified");
        return new BenchCase.Measured(json, note, json.get("pretending").size(), Optional.of(child));
    }

    /**
     * The author's loop as {@code bench} cases, on a copy of the course project in the current folder
     * (content/ and templates/, copied once into a temporary folder): a clean build and a build with
     * nothing changed, each as a user runs them ({@code build} in a JVM of its own, with the project's
     * solver cache on disk), and the rebuilds {@code serve} makes in its one JVM after an edit to one
     * paragraph of the partizan Kayles lesson or to one rule file (Officers' compute-to). They run
     * only when named: {@code bench --only build-clean,build-unchanged,rebuild-lesson,rebuild-rules}.
     */
    static final class AuthorLoop {

        static final String LESSON = "content/lessons/partizan-kayles.md";
        static final String RULES = "content/games/officers.yaml";
        private static final String CACHE = ".solver-cache";

        private static Path project;
        private static SiteBuilder serving;
        private static int edits;

        private AuthorLoop() {
        }

        static List<BenchCase> all() {
            return List.of(
                    BenchCase.inChildJvm("build-clean", "build in a JVM of its own, no site and no solver cache yet (n: ignored)",
                            List.of(1), n -> clean(true), true),
                    BenchCase.inChildJvm("build-clean-all-cores", "build-clean in a JVM free to use every core, as on the author's"
                            + " machine, not pinned to one (n: ignored)", List.of(1), n -> clean(false), true),
                    BenchCase.inChildJvm("build-unchanged", "build in a JVM of its own, nothing changed since the last (n: ignored)",
                            List.of(1), n -> unchanged(), true),
                    BenchCase.of("rebuild-lesson", "serve's rebuild after one paragraph of the partizan lesson changed (n: ignored)",
                            List.of(1), n -> rebuild(LESSON)).upTo(1, n -> BenchCase.BASE_BYTES).onlyOnRequest(),
                    BenchCase.of("rebuild-rules", "serve's rebuild after one rule file changed, Officers' compute-to (n: ignored)",
                            List.of(1), n -> rebuild(RULES)).upTo(1, n -> BenchCase.BASE_BYTES).onlyOnRequest());
        }

        private static BenchCase.Measured clean(boolean pinned) {
            Path folder = project();
            FolderTree.delete(folder.resolve("site"));
            FolderTree.delete(folder.resolve(".site-builds"));
            FolderTree.delete(folder.resolve(CACHE));
            return build(folder, pinned);
        }

        private static BenchCase.Measured unchanged() {
            Path folder = project();
            if (!Files.exists(folder.resolve("site"))) {
                ChildJvm first = ChildJvm.run(List.of("build", "--project", folder.toString()));
                require(first);
            }
            return build(folder, true);
        }

        private static BenchCase.Measured build(Path folder, boolean pinned) {
            ChildJvm child = ChildJvm.run(List.of("build", "--project", folder.toString()), pinned);
            require(child);
            String summary = child.out().strip();
            return new BenchCase.Measured(child, summary.substring(summary.indexOf(':') + 2), 0, Optional.of(child));
        }

        private static void require(ChildJvm child) {
            if (child.exitCode() != 0) {
                throw new IllegalStateException("build failed in the bench's copy of the course: " + child.err().strip());
            }
        }

        /** One edit to {@code file}, undone by the next, and the rebuild of the warm builder {@code serve} keeps. */
        private static synchronized BenchCase.Measured rebuild(String file) {
            Path folder = project();
            if (serving == null) {
                serving = new SiteBuilder(new SiteLayout(folder), line -> { });
                serving.build(folder.resolve("site"));
            }
            Path source = folder.resolve(file);
            try {
                String text = Files.readString(source, StandardCharsets.UTF_8);
                Files.writeString(source, edited(file, text, ++edits % 2 == 1), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            BuildSummary summary = serving.build(folder.resolve("site"));
            return BenchCase.Measured.otherThanValues(summary, summary.pages() + " pages, recomputed "
                    + summary.recomputed().size() + " of " + summary.games() + " games");
        }

        /** The text with the edit made ({@code on}) or undone: a sentence added to the lesson's first paragraph, or compute-to lowered by one. */
        static String edited(String file, String text, boolean on) {
            if (file.equals(RULES)) {
                return on ? text.replace("compute-to: 1000", "compute-to: 999") : text.replace("compute-to: 999", "compute-to: 1000");
            }
            String sentence = " The author edited this paragraph.";
            String end = "the positions form a group with a surprise in it.";
            return on ? text.replace(end, end + sentence) : text.replace(end + sentence, end);
        }

        /** Deletes the copy of the course the cases built in, if they made one: a bench leaves nothing behind in the temporary folder. */
        static synchronized void discard() {
            if (project != null) {
                FolderTree.delete(project);
                project = null;
                serving = null;
                edits = 0;
            }
        }

        private static synchronized Path project() {
            if (project == null) {
                SiteLayout here = new SiteLayout(Path.of("").toAbsolutePath());
                if (!Files.isDirectory(here.content()) || !Files.isDirectory(here.templates())) {
                    throw new IllegalStateException("the build cases time the course in the current folder, and "
                            + here.root() + " holds no content/ and templates/: run bench in the course project");
                }
                try {
                    project = Files.createTempDirectory("kayles-bench-");
                    FolderTree.copy(here.content(), project.resolve("content"));
                    FolderTree.copy(here.templates(), project.resolve("templates"));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return project;
        }
    }

    /**
     * Loading the built site's pages in headless Chromium (the one {@code build --pdf} prints with), n being the CPU
     * throttle (1: the machine's speed, 4: a reader's slower processor, as DevTools emulates it): the longest task of the
     * page's main thread, how many took over 200 ms, and when the DOMContentLoaded and load handlers had run, each the
     * median of {@value #LOADS} loads (see {@link PageLoad}). They read {@code site/} in the current folder and run only
     * when named: {@code bench --only page-load-kayles,page-load-partizan-kayles,page-load-course}.
     */
    static final class PageLoads {

        static final int LOADS = 3;
        /** The largest throttle {@code --sizes} may ask for. */
        private static final int LARGEST_THROTTLE = 20;

        private PageLoads() {
        }

        static List<BenchCase> all() {
            return List.of(page("page-load-kayles", "lessons/kayles.html"),
                    page("page-load-partizan-kayles", "lessons/partizan-kayles.html"), page("page-load-course", "course.html"));
        }

        private static BenchCase page(String name, String page) {
            return new BenchCase(name, "site/" + page + " loaded in Chromium at a CPU throttle of n, median of " + LOADS + " loads",
                    List.of(1, 4), n -> load(page, Math.max(1, n)), null, true, true, LARGEST_THROTTLE, n -> BenchCase.BASE_BYTES);
        }

        private static BenchCase.Measured load(String page, int throttle) {
            Path file = Path.of("site").toAbsolutePath().resolve(page);
            if (!Files.isRegularFile(file)) {
                throw new IllegalStateException("the page-load cases load the built site, and " + file + " is missing: run build in"
                        + " the course project first");
            }
            CoursePdf chromium = CoursePdf.find().orElseThrow(() -> new IllegalStateException("the page-load cases load pages in"
                    + " Chromium, and none was found (chromium or google-chrome on the PATH, or " + CoursePdf.CHROMIUM_VARIABLE + ")"));
            PageLoad load = PageLoad.median(chromium.chromium(), file, throttle, LOADS);
            return BenchCase.Measured.otherThanValues(load, String.format(Locale.ROOT, "longest task %.0f ms, %d over 200 ms;"
                    + " DOMContentLoaded handlers done at %.0f ms, load at %.0f ms", load.longestTaskMs(), load.tasksOver200Ms(),
                    load.domContentLoadedMs(), load.loadMs()));
        }
    }
}
