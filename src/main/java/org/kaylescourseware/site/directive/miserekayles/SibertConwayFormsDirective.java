package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.misere.quotient.SibertConwayProof;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.UnicodeSubscripts;

/**
 * {@code sibert-conway-forms}: the Sibert–Conway forms as the 2003 blog post states them, each with the outcomes it
 * claims and the smallest position that has it, with that position's outcomes (normal from the nim-values, misère
 * from the quotient), as the walk through the signatures of {@link SibertConwayProof} finds them.
 */
public final class SibertConwayFormsDirective implements Directive {

    record SibertConwayForms(List<FormRow> forms) {
    }

    /** A form, its claimed outcomes, and its smallest position (no rows listed, and no outcomes, if none has it). */
    record FormRow(String form, String normal, String misere, boolean hasPosition, List<Integer> smallest, String smallestNormal,
            String smallestMisere) {
    }

    @Override
    public String kind() {
        return "sibert-conway-forms";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<FormRow> rows = new ArrayList<>();
        for (SibertConwayProof.FormWitness w : SibertConwayCheckDirective.proof(solver).forms()) {
            rows.add(new FormRow(display(w.form().text()), w.form().normal().name(), w.form().misere().name(),
                    w.smallest().isPresent(), w.smallest().map(s -> s.position().heaps()).orElse(List.of()),
                    w.smallest().map(s -> s.normal().name()).orElse(""), w.smallest().map(s -> s.misere().name()).orElse("")));
        }
        return new SibertConwayForms(rows);
    }

    /**
     * A form as the page writes it: the source's D(…), an odd number of rows, becomes O(…), since
     * D_n is a row of Dawson's Kayles in this course; E(…) stays; the source's bare number n, one row
     * of n pins, is the row K_n (K₁₂), so that a numeral always stands for a length.
     */
    static String display(String form) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean row = false;
        for (char c : form.replace("D(", "O(").toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0 && Character.isDigit(c)) {
                out.append(row ? "" : "K").append(UnicodeSubscripts.of(c));
                row = true;
            } else {
                out.append(c);
                row = false;
            }
        }
        return out.toString();
    }
}
