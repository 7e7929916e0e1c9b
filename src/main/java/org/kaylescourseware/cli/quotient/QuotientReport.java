package org.kaylescourseware.cli.quotient;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.Presentation;
import org.kaylescourseware.misere.quotient.PretendingPeriod;

/**
 * What {@code quotient} prints: the presentation, the P-portion, Φ, the period, the changes and
 * tameness of a misère quotient, as text or as the JSON document {@code quotient --help} lists.
 *
 * @param maxHeap the N of --max-heap, or null for the quotient of all heaps
 */
public record QuotientReport(MisereQuotient quotient, Integer maxHeap) {

    public static final int FORMAT_VERSION = 1;

    public void printText(PrintWriter out) {
        Presentation presentation = quotient.presentation();
        List<Integer> heaps = quotient.generatorHeaps();
        out.printf(Locale.ROOT, "Misere quotient of %s, %s%n", quotient.ruleCode(), maxHeap == null
                ? "all heaps (heaps 1.." + quotient.heapBound() + " computed)" : "heaps 1.." + maxHeap + " (Q_" + maxHeap + ")");
        out.printf(Locale.ROOT, "|Q| = %d, |P| = %d, %s%n", quotient.order(), quotient.pPortion().size(),
                quotient.isTame() ? "tame (a misere quotient of Nim)" : "wild (not a misere quotient of Nim)");
        List<String> generators = new ArrayList<>();
        for (int g = 0; g < heaps.size(); g++) {
            generators.add(presentation.generators().get(g) + " (heap " + heaps.get(g) + ")");
        }
        out.println("generators: " + (generators.isEmpty() ? "none" : String.join(", ", generators)));
        out.println("relations: " + (presentation.relations().isEmpty() ? "none"
                : String.join(", ", presentation.relations().stream().map(presentation::text).toList())));
        out.println("P-portion: " + String.join(", ", pNames(false)));
        out.println("Φ(0.." + quotient.heapBound() + "): " + String.join(" ", phiNames(false)));
        out.println("period: " + periodText());
        List<String> changes = quotient.changes().stream().map(c -> String.format(Locale.ROOT, "heap %d: |Q| = %d, |P| = %d",
                c.heap(), c.order(), c.pPortion())).toList();
        out.println("changes: " + (changes.isEmpty() ? "none" : String.join("; ", changes)));
    }

    private String periodText() {
        Optional<PretendingPeriod> period = quotient.period();
        if (period.isEmpty()) {
            return "none seen in the heaps computed";
        }
        PretendingPeriod p = period.get();
        return String.format(Locale.ROOT, "Φ(n + %d) = Φ(n) for n ≥ %d, checked to heap %d: %s", p.period(),
                p.preperiod(), p.checkedTo(), p.certified() ? "certified by the periodicity theorem (it covers every heap)"
                        : "an observation, not certified (the theorem needs the quotient up to heap " + p.heapsNeeded(
                                maxRemoval()) + ")");
    }

    private int maxRemoval() {
        return org.kaylescourseware.rules.ImpartialRule.parse(quotient.ruleCode()).removalBound().orElse(0);
    }

    private List<String> pNames(boolean plain) {
        return quotient.pPortion().stream().map(x -> name(x, plain)).toList();
    }

    private List<String> phiNames(boolean plain) {
        return quotient.pretendingFunction().stream().map(x -> name(x, plain)).toList();
    }

    private String name(int element, boolean plain) {
        return plain ? quotient.normalForm(element).plainText(quotient.presentation().generators()) : quotient.elementName(element);
    }

    /** The JSON document, in the order and with the fields that {@code quotient --help} lists. */
    public void printJson(PrintWriter out) {
        try (JsonGenerator json = new JsonFactory().createGenerator(out)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeNumberField("formatVersion", FORMAT_VERSION);
            json.writeStringField("code", quotient.ruleCode());
            if (maxHeap == null) {
                json.writeNullField("maxHeap");
            } else {
                json.writeNumberField("maxHeap", maxHeap);
            }
            json.writeNumberField("order", quotient.order());
            writeStrings(json, "pPortion", pNames(true));
            writeGenerators(json);
            Presentation presentation = quotient.presentation();
            writeStrings(json, "relations", presentation.relations().stream().map(presentation::plainText).toList());
            writeStrings(json, "pretending", phiNames(true));
            writePeriod(json);
            json.writeArrayFieldStart("changes");
            for (MisereQuotient.Change change : quotient.changes()) {
                json.writeStartObject();
                json.writeNumberField("heap", change.heap());
                json.writeNumberField("order", change.order());
                json.writeNumberField("pPortion", change.pPortion());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeBooleanField("tame", quotient.isTame());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }

    private void writeGenerators(JsonGenerator json) throws IOException {
        List<Integer> heaps = quotient.generatorHeaps();
        json.writeArrayFieldStart("generators");
        for (int g = 0; g < heaps.size(); g++) {
            json.writeStartObject();
            json.writeStringField("name", quotient.presentation().generators().get(g));
            json.writeNumberField("heap", heaps.get(g));
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private void writePeriod(JsonGenerator json) throws IOException {
        Optional<PretendingPeriod> period = quotient.period().filter(PretendingPeriod::certified);
        if (period.isEmpty()) {
            json.writeNullField("period");
            return;
        }
        json.writeObjectFieldStart("period");
        json.writeNumberField("preperiod", period.get().preperiod());
        json.writeNumberField("period", period.get().period());
        json.writeNumberField("checkedTo", period.get().checkedTo());
        json.writeEndObject();
    }

    private static void writeStrings(JsonGenerator json, String field, List<String> values) throws IOException {
        json.writeArrayFieldStart(field);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
