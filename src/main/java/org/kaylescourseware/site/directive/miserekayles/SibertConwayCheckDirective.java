package org.kaylescourseware.site.directive.miserekayles;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.quotient.SibertConwayCheck;
import org.kaylescourseware.misere.quotient.SibertConwayForm;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;
import org.kaylescourseware.site.render.UnicodeSubscripts;

/**
 * {@code sibert-conway-check bound=40}: the Sibert–Conway forms as the 2003 blog post states them, each with
 * its claimed class, the positions of total size ≤ bound it covers, and how many of those really
 * are of that class (normal outcome from the nim-values, misère outcome from the build's quotient).
 * A form that fails, or a PN / NP position no form covers, becomes an erratum box; otherwise a
 * check box says what was verified.
 */
public final class SibertConwayCheckDirective implements Directive {

    static final String SOURCE = "The blog post “The discovery of the solution to misère Kayles” (2003), quoting Sibert and"
            + " Conway, “Mathematical Kayles” (1992)";
    /** The largest bound a page checks: 215 308 positions at 40, under a second with the shared quotient. */
    static final int MAX_BOUND = 40;
    private static final Parameter<Integer> BOUND = Parameter.integer("bound", "the largest total size checked", 1, MAX_BOUND);

    record SibertConway(int bound, int positions, List<FormRow> forms, int uncoveredPN, int uncoveredNP,
            boolean allHold, List<ErratumBox> errata) {
    }

    record FormRow(String form, String normal, String misere, int covered, int asClaimed, boolean holds,
            String counterexamples) {
    }

    @Override
    public String kind() {
        return "sibert-conway-check";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int bound = arguments.get(BOUND);
        SibertConwayCheck check = solver.answer("sibert-conway", List.of(bound), "as stated in seed 001",
                new TypeReference<SibertConwayCheck>() { },
                () -> SibertConwayCheck.check(SibertConwayForm.AS_STATED_IN_SEED_001, solver.kaylesMisereQuotient(), bound),
                read -> read.firstProblem(solver.kaylesMisereQuotient(), bound));
        List<FormRow> rows = new ArrayList<>();
        List<ErratumBox> errata = new ArrayList<>();
        for (SibertConwayCheck.FormResult r : check.forms()) {
            String examples = join(r.counterexamples());
            rows.add(new FormRow(display(r.form().text()), r.form().normal().name(), r.form().misere().name(), r.covered(),
                    r.asClaimed(), r.holds(), examples));
            if (!r.holds()) {
                errata.add(erratum("the form " + display(r.form().text()), Erratum.Kind.FALSE_CLAIM, "Every position of the"
                        + " form " + display(r.form().text()) + " is " + r.form().claim() + " (normal " + r.form().normal()
                        + ", misère " + r.form().misere() + ").", (r.covered() - r.asClaimed()) + " of the " + r.covered()
                        + " positions of total size at most " + bound + " it covers are not, e.g. " + examples + ".",
                        r.covered(), examples, bound));
            }
        }
        addUncovered(errata, "PN", check.uncoveredPNCount(), check.uncoveredPN(), check);
        addUncovered(errata, "NP", check.uncoveredNPCount(), check.uncoveredNP(), check);
        return new SibertConway(bound, check.positionsChecked(), rows, check.uncoveredPNCount(), check.uncoveredNPCount(),
                errata.isEmpty(), errata);
    }

    private static void addUncovered(List<ErratumBox> errata, String kind, int count, List<Position> examples,
            SibertConwayCheck check) {
        if (count > 0) {
            int bound = check.maxTotalSize();
            errata.add(erratum("the " + kind + " positions", Erratum.Kind.GAP, "The " + kind + " positions are precisely"
                    + " those of the " + kind + " forms.", count + " " + kind + " positions of total size at most " + bound
                    + " have none of those forms, e.g. " + join(examples) + ".", check.positionsChecked(), join(examples), bound));
        }
    }

    /** The erratum box of a claim of the post that the check up to {@code bound} refutes, with {@code examples} against it. */
    private static ErratumBox erratum(String title, Erratum.Kind kind, String claim, String correction, int cases,
            String examples, int bound) {
        String compared = "the misère quotient and the nim-values on every position up to total size " + bound;
        CheckedClaim checked = CheckedClaim.search(title, claim, "every position of total size at most " + bound, compared,
                cases, Optional.of(examples));
        return ErratumBox.of(new Erratum(title, SOURCE, kind, claim, correction, List.of(checked)), SOURCE,
                UnaryOperator.identity(), compared);
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

    private static String join(List<Position> positions) {
        return String.join(", ", positions.stream().map(Position::toString).toList());
    }
}
