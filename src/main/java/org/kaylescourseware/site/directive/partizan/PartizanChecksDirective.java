package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code partizan-checks}: every lemma, corollary and theorem of Milley (2015) checked by the
 * solver at build time, with its statement, the positions it was checked over, how many cases,
 * and whether it held (with the first counterexample when not).
 */
public final class PartizanChecksDirective implements Directive {

    record ChecksModel(List<Row> rows, boolean allHold, int testBound, int testPositions) {
    }

    /** One check; {@code anchor} is the lesson's block of the result, such as {@code pk-lemma-1}. */
    record Row(String name, String anchor, StripFormula statement, String method, StripFormula compared,
            StripFormula bound, int cases, boolean holds, StripFormula counterexample) {
    }


    @Override
    public String kind() {
        return "partizan-checks";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        PartizanStudies.Study study = PartizanStudies.lesson(solver);
        List<Row> rows = new ArrayList<>();
        for (CheckedClaim check : study.checks) {
            rows.add(new Row(check.name(), anchor(check.name()), StripFormula.of(check.statement()), words(check.method()),
                    StripFormula.of(check.compared()), StripFormula.of(check.bound()), check.cases(), check.holds(),
                    StripFormula.of(check.counterexample().orElse(""))));
        }
        return new ChecksModel(rows, rows.stream().allMatch(Row::holds), study.bounds().testBound(),
                study.testPositions());
    }

    /** How the table says a result was checked. */
    static String words(CheckedClaim.Method method) {
        return switch (method) {
            case SYMBOLIC -> "symbolically, in general";
            case SEARCH -> "in play, to a bound";
            case COMPUTATION -> "by one computation";
        };
    }

    /** The id of the lesson's block for a result of the paper: "Lemma 3 (corrected)" is pk-lemma-3. */
    static String anchor(String name) {
        String[] words = name.split("[ ,(]+");
        return "pk-" + words[0].toLowerCase(java.util.Locale.ROOT) + "-" + words[1];
    }
}
