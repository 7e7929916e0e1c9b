package org.kaylescourseware.cli;

import java.util.Locale;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.HeapBudget;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.site.games.GameReference;
import picocli.CommandLine;

/**
 * The checks {@code grundy} makes before computing anything: each option in its range and the
 * options together making sense, each refusal one line that quotes the bad value (exit status 2);
 * and the heap the values will need, against the heap there is (exit status 4, by an
 * {@link InsufficientHeapException} that {@link GrundyCommand} words).
 */
final class GrundyArguments {

    private GrundyArguments() {
    }

    static void validate(GrundyCommand command, GameReference argument, HeapBudget budget) {
        CommandLine commandLine = command.spec.commandLine();
        if (command.to != null && (command.to < 0 || command.to > GrundyCommand.LARGEST_N)) {
            throw invalid(commandLine, "Invalid value for --to: " + command.to + " (expected a heap size from 0 to "
                    + GrundyCommand.LARGEST_N + ")");
        }
        if (command.certify) {
            validateCertify(command, argument, commandLine, budget);
            return;
        }
        if (command.max != null) {
            throw invalid(commandLine, "Invalid option --max " + command.max + ": --max bounds --certify; without"
                    + " --certify give --to N");
        }
        if (command.to == null) {
            throw invalid(commandLine, "Missing --to N (the values g(0..N) to compute) or --certify (compute until a"
                    + " period is certified)");
        }
        long bytes = command.algorithm == GrundyCommand.Algorithm.plain ? GrundyValues.bytesForMexRecurrence(command.to)
                : GrundyValues.bytesToCompute(argument.rule(), command.to);
        int width = command.algorithm == GrundyCommand.Algorithm.plain ? 4
                : GrundyCommand.valuesGrowWithTheHeap(argument) ? (command.to <= 0xFF ? 1 : command.to <= 0xFFFF ? 2 : 4) : 1;
        budget.requireValues(bytes, command.to + 1L, width);
    }

    private static void validateCertify(GrundyCommand command, GameReference argument, CommandLine commandLine,
            HeapBudget budget) {
        if (argument.rule().removalBound().isEmpty()) {
            throw invalid(commandLine, "Invalid GAME '" + command.game + "' for --certify: the octal periodicity"
                    + " theorem needs a bound on the tokens a move removes, and " + argument.title() + " has none");
        }
        if (command.algorithm == GrundyCommand.Algorithm.plain) {
            throw invalid(commandLine, "Invalid --algorithm plain with --certify: --certify grows the fast"
                    + " (sparse-space) computation; use --to N for the plain recurrence");
        }
        if (command.max != null && (command.max < 0 || command.max > GrundyCommand.LARGEST_N)) {
            throw invalid(commandLine, "Invalid value for --max: " + command.max + " (expected a heap size from 0 to "
                    + GrundyCommand.LARGEST_N + ")");
        }
        if (command.format == GrundyCommand.Format.csv && command.to == null) {
            throw invalid(commandLine, "Invalid --format csv with --certify alone: csv lists values, so give --to N"
                    + " too (or use --format json or text for the certificate)");
        }
        int max = command.effectiveMax(budget);
        if (command.to != null && command.to > max) {
            throw invalid(commandLine, String.format(Locale.ROOT, "Invalid value for --to: %d (with --certify at"
                    + " most --max, %d: values past it are known only if a period is certified)", command.to, max));
        }
        if (command.max != null) {
            budget.requireValues(GrundyValues.bytesToCertify(command.max), command.max + 1L, 1);
        }
    }

    private static CommandLine.ParameterException invalid(CommandLine commandLine, String message) {
        return new CommandLine.ParameterException(commandLine, message);
    }
}
