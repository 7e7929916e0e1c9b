package org.kaylescourseware.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy CODE --to N}: the Grundy values of single heaps and their certified period. */
@Command(name = "grundy", mixinStandardHelpOptions = true,
        description = {"Prints the Grundy values g(0..N) of single heaps of an impartial game, and its"
                + " period when the octal periodicity theorem certifies one from those values."},
        footer = {"", "Examples:", "  grundy 0.77 --to 100", "  grundy kayles --to 1000000 --format csv",
                "  grundy 0.16 --to 600000 --format json"})
public final class GrundyCommand implements Callable<Integer> {

    /** The largest N accepted: the values and their copies must fit in memory comfortably. */
    static final int MAX_TO = 20_000_000;

    /** From this N on, progress is reported on stderr. */
    private static final int PROGRESS_FROM = 1 << 18;

    enum Format { text, csv, json }

    enum Algorithm { fast, plain }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CODE",
            description = "The game: an octal code such as 0.77 (Kayles), 0.07 (Dawson's Kayles), 0.137, 4.7,"
                    + " or a name: kayles, dawsons-kayles, nim.")
    String game;

    @Option(names = "--to", required = true, paramLabel = "N",
            description = "The largest heap size n to compute g(n) for (0 to " + MAX_TO + ").")
    int to;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). csv has the header"
                    + " n,grundy; json holds code, to, values and period (null when none was found).")
    Format format;

    @Option(names = "--algorithm", defaultValue = "fast", paramLabel = "ALGORITHM",
            description = "fast: the sparse-space method, which also stops at a certified period (default);"
                    + " plain: the mex recurrence over every option, the slow reference.")
    Algorithm algorithm;

    @Override
    public Integer call() throws JsonProcessingException {
        GameArgument argument = GameArgument.parse(game, spec);
        if (to < 0 || to > MAX_TO) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "Invalid value for --to: " + to + " (expected a heap size from 0 to " + MAX_TO + ")");
        }
        GrundySequence sequence = compute(argument);
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case csv -> printCsv(out, sequence);
            case json -> out.println(toJson(argument, sequence));
            default -> printText(out, argument, sequence);
        }
        out.flush();
        return 0;
    }

    private GrundySequence compute(GameArgument argument) {
        PrintWriter err = spec.commandLine().getErr();
        if (algorithm == Algorithm.plain) {
            if (to >= PROGRESS_FROM) {
                err.println("grundy: the plain recurrence is quadratic for games that split heaps; this may take long");
                err.flush();
            }
            int[] values = GrundyValues.byMexRecurrence(argument.rule(), to);
            return GrundySequence.of(argument.rule(), values);
        }
        Progress progress = new Progress(err, "grundy " + argument.rule().code(), to);
        return GrundySequence.compute(argument.rule(), to, to >= PROGRESS_FROM ? progress : n -> { });
    }

    private static void printCsv(PrintWriter out, GrundySequence sequence) {
        StringBuilder sb = new StringBuilder("n,grundy\n");
        for (int n = 0; n <= sequence.to(); n++) {
            sb.append(n).append(',').append(sequence.value(n)).append('\n');
        }
        out.print(sb);
    }

    /** The JSON document: code, to, values, period. */
    @JsonPropertyOrder({"code", "to", "values", "period"})
    record GrundyJson(String code, int to, int[] values, PeriodJson period) {
    }

    @JsonPropertyOrder({"period", "preperiod", "certifiedTo"})
    record PeriodJson(int period, int preperiod, int certifiedTo) {
    }

    static String toJson(GameArgument argument, GrundySequence sequence) throws JsonProcessingException {
        Optional<Periodicity> p = sequence.periodicity();
        PeriodJson period = p.map(x -> new PeriodJson(x.period(), x.preperiod(), x.certifiedTo())).orElse(null);
        return new ObjectMapper().writeValueAsString(
                new GrundyJson(argument.rule().code(), sequence.to(), sequence.values(), period));
    }

    private static void printText(PrintWriter out, GameArgument argument, GrundySequence sequence) {
        out.printf("Grundy values of %s, normal play, for n = 0..%d%n%n", argument.title(), sequence.to());
        int width = sequence.periodicity().map(Periodicity::period).filter(p -> p <= 36).orElse(10);
        int cell = String.valueOf(sequence.maxValue()).length() + 1;
        int label = String.valueOf(sequence.to()).length() + 1;
        for (int row = 0; row <= sequence.to(); row += width) {
            StringBuilder line = new StringBuilder(String.format("%" + label + "s:", row + "+"));
            for (int n = row; n < Math.min(row + width, sequence.to() + 1); n++) {
                line.append(String.format("%" + cell + "d", sequence.value(n)));
            }
            out.println(line);
        }
        out.println();
        out.println(describePeriod(sequence));
    }

    static String describePeriod(GrundySequence sequence) {
        if (sequence.periodicity().isEmpty()) {
            return "No period found up to N = " + sequence.to() + ": none that the octal periodicity theorem"
                    + " can certify from these values" + (sequence.rule().code().equals("nim")
                    ? " (Nim removes any number of tokens, so the theorem does not apply; g(n) = n)." : ".");
        }
        Periodicity p = sequence.periodicity().get();
        return "Period " + p.period() + " from n0 = " + p.preperiod() + ": g(n + " + p.period() + ") = g(n) for"
                + " every n >= " + p.preperiod() + (p.preperiod() > 0 ? ", and not for n = " + (p.preperiod() - 1) : "")
                + ". Certified by the octal periodicity theorem: the equality was checked for "
                + p.preperiod() + " <= n < " + p.certifiedTo() + " (= 2*n0 + p + t), which proves it for all n.";
    }
}
