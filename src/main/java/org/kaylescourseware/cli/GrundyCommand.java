package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.impartial.CompactValues;
import org.kaylescourseware.impartial.ComputedValues;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.HeapBudget;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.impartial.PeriodicityFinder;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.games.GameReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code grundy GAME --to N} and {@code grundy GAME --certify [--max N]}: the Grundy values of
 * single heaps and their certified period.
 */
@Command(name = "grundy", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Prints the Grundy values g(0..N) of single heaps of an impartial game, and its period when"
                + " the octal periodicity theorem certifies one from those values (--to N); or computes until the"
                + " theorem certifies a period, however far that is (--certify), and prints the certificate."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:done (with --certify: a period was certified)",
                "2:invalid arguments (the message names the bad value)",
                "3:--certify looked up to --max and the theorem certified no period",
                "4:the values do not fit in the heap; the message names the heap (-Xmx) needed"},
        footer = {"", "JSON (formatVersion 2): one object, its fields in this order:",
                "  formatVersion  2",
                "  code           the game's octal code, e.g. \"0.77\"",
                "  to             the last n listed in values; -1 when none are",
                "  values         [g(0), ..., g(to)]",
                "  period         null when no period was certified, else an object:",
                "    period         p: g(n + p) = g(n) for every n >= preperiod",
                "    preperiod      n0, the least such n",
                "    certifiedTo    2*n0 + p + t: the equality was checked for n0 <= n < it,",
                "                   which proves it for all n (octal periodicity theorem)",
                "    lastException  n0 - 1, the last n with g(n) != g(n + p); -1 if none",
                "  checkedTo      the last n computed from its options (later: by the period)",
                "  largestValue   the largest value computed; it decides the bytes a value",
                "                 is stored in: 1, 2 or 4",
                "", "Limits: n up to " + GrundyCommand.LARGEST_N + ", as far as the heap holds: about one byte a value"
                        + " (two while --certify grows its values), checked before anything is computed. A heap too"
                        + " small is refused with exit status 4 and the -Xmx that would do, e.g."
                        + " java -Xmx8g -jar kayles-courseware.jar grundy 0.1777 --certify",
                "", "Examples:", "  grundy 0.77 --to 100", "  grundy kayles --to 1000000 --format csv",
                "  grundy 0.16 --to 600000 --format json", "  grundy 0.354 --certify",
                "  grundy 0.56 --certify --max 1000000 --format json", "  grundy 0.77 --certify --to 200"})
public final class GrundyCommand implements Callable<Integer> {

    /** The largest n accepted: one below the most values one array holds. */
    static final int LARGEST_N = CompactValues.LARGEST_CAPACITY - 1;

    static final int NOT_CERTIFIED = 3;
    static final int HEAP_TOO_SMALL = 4;

    /** From this N on, progress is reported on stderr. */
    private static final int PROGRESS_FROM = 1 << 18;

    enum Format { text, csv, json }

    enum Algorithm { fast, plain }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    CourseOption course;

    @Parameters(index = "0", paramLabel = "GAME",
            description = "The game: the id of a game of the course (a rule file content/games/ID.yaml: kayles,"
                    + " dawsons-kayles, treblecross, officers, ...), an octal code such as 0.77, 0.137, 4.7, or nim.")
    String game;

    @Option(names = "--to", paramLabel = "N",
            description = "The values g(0..N) to compute and print (0 to " + LARGEST_N + "). Required without"
                    + " --certify; with it, the values to print (at most --max; those past the computed ones follow"
                    + " from the period).")
    Integer to;

    @Option(names = "--certify",
            description = "Compute g(0), g(1), ... until the octal periodicity theorem certifies a period, and print"
                    + " the preperiod, the period, the last exception and the bound checked to. Progress on stderr.")
    boolean certify;

    @Option(names = "--max", paramLabel = "N",
            description = "With --certify: look no further than g(N) (default: as far as the heap holds at"
                    + " two bytes a value, at most " + LARGEST_N + "); exit status 3 if no period is certified by then.")
    Integer max;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). csv has the header"
                    + " n,grundy and lists g(0..N) (with --certify, give --to); json is described below.")
    Format format;

    @Option(names = "--algorithm", defaultValue = "fast", paramLabel = "ALGORITHM",
            description = "fast: the sparse-space method, which also stops at a certified period (default);"
                    + " plain: the mex recurrence over every option, the slow reference (not with --certify).")
    Algorithm algorithm;

    @Override
    public Integer call() {
        GameReference argument = course.game(game, spec);
        HeapBudget budget = HeapBudget.ofThisJvm();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ComputedValues values;
        try {
            GrundyArguments.validate(this, argument, budget);
            values = certify ? certify(argument.rule(), budget) : compute(argument, budget);
        } catch (InsufficientHeapException e) {
            err.println(refusal(e, budget));
            err.flush();
            return HEAP_TOO_SMALL;
        }
        GrundyReport report = new GrundyReport(argument, values, to == null ? -1 : to);
        switch (format) {
            case csv -> report.printCsv(out);
            case json -> report.printJson(out);
            default -> report.printText(out);
        }
        out.flush();
        if (certify && values.periodicity().isEmpty()) {
            err.printf(Locale.ROOT, "grundy: no period certified for %s up to n = %d (%s)%n", argument.rule().code(),
                    values.computedTo(), max == null ? "as far as the heap holds; raise -Xmx or give --max" : "--max");
            err.flush();
            return NOT_CERTIFIED;
        }
        return 0;
    }

    /** The largest n --certify may reach: --max, or as far as the heap holds at two bytes a value. */
    int effectiveMax(HeapBudget budget) {
        if (max != null) {
            return max;
        }
        return GrundyValues.largestCertifiable(budget, LARGEST_N);
    }

    private ComputedValues certify(ImpartialRule octal, HeapBudget budget) {
        int limit = effectiveMax(budget);
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        ComputedValues values = GrundyValues.certify(octal, limit,
                new Progress(err, "grundy " + octal.code() + " --certify", limit, "of at most"), budget);
        double seconds = (System.nanoTime() - start) / 1e9;
        err.printf(Locale.ROOT, "grundy %s: %s at n = %d in %.1f s%s%n", octal.code(),
                values.periodicity().isPresent() ? "period certified" : "stopped", values.computedTo(), seconds,
                seconds < 1 ? "" : String.format(Locale.ROOT, " (%.2f million values a second)",
                        values.computedTo() / seconds / 1e6));
        err.flush();
        return values;
    }

    private ComputedValues compute(GameReference argument, HeapBudget budget) {
        PrintWriter err = spec.commandLine().getErr();
        if (algorithm == Algorithm.plain) {
            if (to >= PROGRESS_FROM) {
                err.println("grundy: the plain recurrence is quadratic for games that split heaps; this may take long");
                err.flush();
            }
            CompactValues values = CompactValues.of(GrundyValues.byMexRecurrence(argument.rule(), to));
            return new ComputedValues(argument.rule(), values, to, PeriodicityFinder.find(argument.rule(), values, to));
        }
        IntConsumer progress = to >= PROGRESS_FROM ? new Progress(err, "grundy " + argument.rule().code(), to) : n -> { };
        return GrundyValues.computeCompactly(argument.rule(), to, progress, budget);
    }

    /**
     * One line: what did not fit, the heap it needs and how to give it; how far the computation
     * got when the refusal came on the way (values widening).
     */
    String refusal(InsufficientHeapException e, HeapBudget budget) {
        String where = e.reached() < 0 ? "" : String.format(Locale.ROOT, " (after computing g(0..%d))", e.reached());
        String growing = certify && e.reached() < 0 ? ", twice that while --certify grows them," : "";
        return String.format(Locale.ROOT, "grundy: %s%s need a heap of about %,d MB; the maximum heap is %,d MB%s."
                + " Run with more heap: java -Xmx%s -jar kayles-courseware.jar %s",
                e.what(), growing, mb(e.heapNeeded()), mb(budget.maxHeap()), where, xmx(e.heapNeeded()),
                String.join(" ", spec.commandLine().getParseResult().originalArgs()));
    }

    /** A heap size as -Xmx takes it: whole gigabytes from 1 GB on, else a multiple of 256 MB. */
    static String xmx(long bytes) {
        long quarters = (mb(bytes) + 255) / 256;
        return quarters >= 4 ? (quarters + 3) / 4 + "g" : quarters * 256 + "m";
    }

    private static long mb(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }

    /** Whether the game's values may grow as large as the heap (Nim): then they are stored wide from the start. */
    static boolean valuesGrowWithTheHeap(GameReference argument) {
        return argument.rule().removalBound().isEmpty();
    }
}
