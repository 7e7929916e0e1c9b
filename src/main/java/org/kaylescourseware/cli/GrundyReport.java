package org.kaylescourseware.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import org.kaylescourseware.impartial.ComputedValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.games.GameReference;

/**
 * What {@code grundy} prints: the values g(0..to) asked for (none when {@code to} is -1) and the
 * period certificate, as text, csv or json. Values are written as they are read, never gathered
 * in one string first, so that 10^9 of them need no more memory than their compact storage.
 */
record GrundyReport(GameReference argument, ComputedValues values, int to) {

    /** The version of the JSON document; 1 was code, to, values, period (without lastException). */
    static final int FORMAT_VERSION = 2;

    private static final int FLUSH_EVERY = 1 << 16;

    void printCsv(PrintWriter out) {
        StringBuilder sb = new StringBuilder("n,grundy\n");
        for (int n = 0; n <= to; n++) {
            sb.append(n).append(',').append(values.value(n)).append('\n');
            if (sb.length() >= FLUSH_EVERY) {
                out.print(sb);
                sb.setLength(0);
            }
        }
        out.print(sb);
    }

    /** The JSON document, in the order and with the fields that {@code grundy --help} lists. */
    void printJson(PrintWriter out) {
        try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeNumberField("formatVersion", FORMAT_VERSION);
            json.writeStringField("code", argument.rule().code());
            json.writeNumberField("to", to);
            json.writeArrayFieldStart("values");
            for (int n = 0; n <= to; n++) {
                json.writeNumber(values.value(n));
            }
            json.writeEndArray();
            if (values.periodicity().isPresent()) {
                Periodicity p = values.periodicity().get();
                json.writeObjectFieldStart("period");
                json.writeNumberField("period", p.period());
                json.writeNumberField("preperiod", p.preperiod());
                json.writeNumberField("certifiedTo", p.certifiedTo());
                json.writeNumberField("lastException", p.lastException());
                json.writeEndObject();
            } else {
                json.writeNullField("period");
            }
            json.writeNumberField("checkedTo", values.computedTo());
            json.writeNumberField("largestValue", values.largest());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }

    /** The values in rows (one period a row when the period is short), then what the period is. */
    void printText(PrintWriter out) {
        if (to >= 0) {
            printTable(out);
            out.println();
        }
        out.println(describePeriod());
    }

    private void printTable(PrintWriter out) {
        out.printf(Locale.ROOT, "Grundy values of %s, normal play, for n = 0..%d%n%n", argument.title(), to);
        int width = values.periodicity().map(Periodicity::period).filter(p -> p <= 36).orElse(10);
        int largest = 0;
        for (int n = 0; n <= to; n++) {
            largest = Math.max(largest, values.value(n));
        }
        int cell = String.valueOf(largest).length() + 1;
        int label = String.valueOf(to).length() + 1;
        for (int row = 0; row <= to; row += width) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%" + label + "s:", row + "+"));
            for (int n = row; n < Math.min(row + width, to + 1); n++) {
                line.append(String.format(Locale.ROOT, "%" + cell + "d", values.value(n)));
            }
            out.println(line);
        }
    }

    /** What the period is and how it is certified, one sentence a line. */
    String describePeriod() {
        int checked = values.computedTo();
        if (values.periodicity().isEmpty()) {
            return "No period found up to N = " + checked + ": none that the octal periodicity theorem"
                    + " can certify from these values" + (argument.rule().code().equals("nim")
                    ? " (Nim removes any number of tokens, so the theorem does not apply; g(n) = n)." : ".");
        }
        Periodicity p = values.periodicity().get();
        int last = p.lastException();
        String nl = System.lineSeparator();
        return "Period " + p.period() + " from n0 = " + p.preperiod() + ": g(n + " + p.period() + ") = g(n) for"
                + " every n >= " + p.preperiod() + (last >= 0 ? ", and not for n = " + last : "") + "." + nl
                + "Certified by the octal periodicity theorem: the equality was checked for " + p.preperiod()
                + " <= n < " + p.certifiedTo() + " (= 2*n0 + p + t), which proves it for all n." + nl
                + (last < 0 ? "No exceptions." : String.format(Locale.ROOT, "Last exception: g(%d) = %d, but g(%d) = %d.",
                        last, values.value(last), last + p.period(), values.value((long) last + p.period()))) + nl
                + String.format(Locale.ROOT, "Values computed to n = %d; largest value %d (%d byte(s) a value).",
                        checked, values.largest(), values.stored().width());
    }
}
