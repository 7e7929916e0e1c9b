package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.cli.quotient.QuotientProgressLine;
import org.kaylescourseware.cli.quotient.QuotientReport;
import org.kaylescourseware.impartial.HeapBudget;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.misere.quotient.PretendingPeriod;
import org.kaylescourseware.misere.quotient.QuotientCheck;
import org.kaylescourseware.rules.ImpartialRule;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code quotient GAME [--max-heap N]}: the misère quotient of an octal game, whole or of heaps 1..N. */
@Command(name = "quotient", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Computes the misere quotient (Plambeck-Siegel) of an octal game heap by heap, with a progress line"
                + " a second on stderr (heap, |Q|, |P|, memory, seconds). Without --max-heap it goes on until the"
                + " pretending function has a period the periodicity theorem certifies: the quotient is then that of"
                + " every heap size. With --max-heap N it is the partial quotient Q_N of the heaps 1..N. Every quotient"
                + " printed was checked on every sum of its heaps (no word fails the misere recursion) and reduced to"
                + " pairwise distinguishable elements."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:done",
                "2:invalid arguments (the message names the bad value)",
                "3:no period certified up to the default heap limit; the quotient so far is printed",
                "1:the check by game-tree search disagreed with the quotient (the line says where)",
                "4:the quotient does not fit in the heap; the message says how far it got and the -Xmx needed"},
        footer = {"", "Text: the presentation (each generator with the heap that introduced it, and the relations), the"
                + " P-portion, the pretending function for the heaps computed, its period and the bound it was checked"
                + " to, the heaps where |Q| changed, and whether the quotient is tame.",
                "", "JSON (formatVersion 1): one object, its fields in this order:",
                "  formatVersion  1",
                "  code           the game's octal code, e.g. \"0.77\"",
                "  maxHeap        N of --max-heap; null for the quotient of all heaps",
                "  order          |Q|, the number of elements",
                "  pPortion       the elements of P, by name (normal forms such as \"ab^2\")",
                "  generators     [{name, heap}]: each generator and the heap that introduced it",
                "  relations      relations such as \"b^3 = b\", which with the generators present Q",
                "  pretending     the element names of Phi(0), Phi(1), ..., up to the last heap computed",
                "  period         null unless certified, else {preperiod, period, checkedTo}: Phi(n + period) = Phi(n)",
                "                 for n >= preperiod, checked up to heap checkedTo, which the periodicity theorem",
                "                 needs to cover every heap",
                "  changes        [{heap, order, pPortion}]: the heaps where the quotient changed, its order and",
                "                 the number of elements of P from there on",
                "  tame           whether Q is a misere quotient of Nim",
                "", "Examples:", "  quotient 0.77", "  quotient guiles --format json", "  quotient 0.07 --max-heap 30"})
public final class QuotientCommand implements Callable<Integer> {

    /** The heaps computed without --max-heap before giving up on a certified period. */
    static final int DEFAULT_HEAP_LIMIT = 1000;

    /** The random sums the check searches. */
    static final int RANDOM_SUMS = 200;

    enum Format { text, json }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    CourseOption course;

    @Parameters(index = "0", paramLabel = "GAME",
            description = "The game: an octal code such as 0.77, 0.15, 0.07, or the id of a game of the course (kayles,"
                    + " dawsons-kayles, guiles, ...). Its moves must remove a bounded number of tokens (not nim).")
    String game;

    @Option(names = "--max-heap", paramLabel = "N",
            description = "Compute the partial quotient Q_N of the heaps 1..N (1 to " + MisereQuotientSolver.MAX_HEAP_BOUND
                    + "), without looking for a period. Default: the quotient of all heaps, computed until a period of"
                    + " the pretending function is certified, at most " + DEFAULT_HEAP_LIMIT + " heaps.")
    Integer maxHeap;

    @Option(names = "--search-to", defaultValue = "40", paramLabel = "TOKENS",
            description = "The check by game-tree search: " + RANDOM_SUMS + " random sums, and for every two elements two"
                    + " sums that tell them apart, are searched when they have at most TOKENS tokens (0 to "
                    + PositionEnumeration.MAX_TOTAL_SIZE + ", default ${DEFAULT-VALUE}; the search grows quickly with"
                    + " them; 0 skips the check). The result is one line on stderr; a disagreement is exit status 1.")
    int searchTo;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); json is described below.")
    Format format;

    @Override
    public Integer call() {
        ImpartialRule rule = course.rule(game, spec);
        if (rule.removalBound().isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid GAME '" + game + "': " + rule.code()
                    + " removes any number of tokens, and the quotient is computed for octal games, whose moves remove a"
                    + " bounded number; give an octal code such as 0.77");
        }
        if (maxHeap != null && (maxHeap < 1 || maxHeap > MisereQuotientSolver.MAX_HEAP_BOUND)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --max-heap: " + maxHeap
                    + " (give a heap from 1 to " + MisereQuotientSolver.MAX_HEAP_BOUND + ")");
        }
        if (searchTo < 0 || searchTo > PositionEnumeration.MAX_TOTAL_SIZE) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --search-to: " + searchTo
                    + " (give 0 to " + PositionEnumeration.MAX_TOTAL_SIZE + " tokens)");
        }
        PrintWriter err = spec.commandLine().getErr();
        QuotientProgressLine progress = new QuotientProgressLine(err, "quotient " + rule.code());
        MisereQuotient quotient;
        try {
            quotient = MisereQuotientSolver.solve(rule, maxHeap == null ? DEFAULT_HEAP_LIMIT : maxHeap,
                    maxHeap == null, HeapBudget.ofThisJvm(), progress);
        } catch (InsufficientHeapException | OutOfMemoryError tooLarge) {
            err.println(refusal(progress, tooLarge));
            err.flush();
            return ExitStatus.HEAP;
        } catch (MisereQuotientSolver.TooManyElements tooMany) {
            err.println("quotient: " + tooMany.getMessage() + ". " + progress.howFar() + "; a smaller --max-heap gives the"
                    + " quotient of fewer heaps");
            err.flush();
            return ExitStatus.NOT_FOUND;
        } finally {
            progress.stop();
        }
        err.println(progress.summary());
        if (searchTo == 0) {
            err.println("quotient " + rule.code() + ": not checked by game-tree search (--search-to 0)");
        } else {
            QuotientCheck check = QuotientCheck.of(quotient, RANDOM_SUMS, searchTo, quotient.order());
            err.println(checkLine(rule.code(), check));
            if (check.failure() != null) {
                err.flush();
                return ExitStatus.FAILED;
            }
        }
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        QuotientReport report = new QuotientReport(quotient, maxHeap);
        if (format == Format.json) {
            report.printJson(out);
        } else {
            report.printText(out);
        }
        out.flush();
        if (maxHeap == null && quotient.period().filter(PretendingPeriod::certified).isEmpty()) {
            err.printf(Locale.ROOT, "quotient: no period of the pretending function of %s certified up to heap %d (the"
                    + " default limit); the quotient printed is that of the heaps 1..%d. Give --max-heap for a partial"
                    + " quotient%n", rule.code(), quotient.heapBound(), quotient.heapBound());
            err.flush();
            return ExitStatus.NOT_FOUND;
        }
        return ExitStatus.OK;
    }

    static String checkLine(String code, QuotientCheck check) {
        if (check.failure() != null) {
            return "quotient " + code + ": the check by game-tree search FAILED: " + check.failure();
        }
        int beyond = check.pairs() - check.pairsSearched();
        return String.format(Locale.ROOT, "quotient %s: checked by game-tree search: %d random sums of at most %d tokens agree;"
                + " %d of %d pairs of elements told apart by two searched sums%s", code, check.sums(), check.maxTotal(),
                check.pairsSearched(), check.pairs(), beyond == 0 ? ", so the order is exact" : " (the other " + beyond
                        + " need sums of more than " + check.maxTotal() + " tokens: raise --search-to)");
    }

    private String refusal(QuotientProgressLine progress, Throwable tooLarge) {
        long max = Runtime.getRuntime().maxMemory();
        long needed = tooLarge instanceof InsufficientHeapException e ? e.heapNeeded() : 4 * max;
        String what = tooLarge instanceof InsufficientHeapException e ? e.what() + " would need" : "the computation ran out of"
                + " memory: it would need more than";
        return String.format(Locale.ROOT, "quotient: %s a heap of about %,d MB; the maximum heap is %,d MB. %s. Run with"
                + " more heap: java -Xmx%s -jar kayles-courseware.jar %s", what, mb(needed), mb(max), progress.howFar(),
                GrundyCommand.xmx(needed), String.join(" ", spec.commandLine().getParseResult().originalArgs()));
    }

    private static long mb(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
