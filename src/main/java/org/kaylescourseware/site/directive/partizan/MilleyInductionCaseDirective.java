package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.partizan.symbolic.LinearForm;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;
import org.kaylescourseware.partizan.symbolic.SymbolicSum;
import org.kaylescourseware.partizan.symbolic.Theorem1Case;
import org.kaylescourseware.partizan.symbolic.Theorem1Claims;
import org.kaylescourseware.partizan.symbolic.Theorem1Induction;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.source.FalseClaim;

/**
 * {@code milley-induction-case case=3k left-rests="…" left-options="…" …}: one case of the general
 * proof of Theorem 1 (Milley 2015), as the lesson writes it: for each player and each sub-case
 * i = 3j, 3j + 1, 3j + 2 (separated by {@code ;}), the other strip's length and the option's
 * reduction; the common part G0 where an option is dominated; the conclusion. Every equality is
 * checked as an identity in k and j; a wrong coefficient fails the build at its argument.
 */
public final class MilleyInductionCaseDirective implements Directive {

    private static final Parameter<String> CASE = Parameter.choice("case", "which case of n", List.of("3k", "3k+1",
            "3k+2"));
    private static final Parameter<String> LEFT_RESTS = Parameter.text("left-rests", "n − 1 − i for i = 3j, 3j + 1,"
            + " 3j + 2, separated by ';', such as \"3(k-j-1)+2; 3(k-j-1)+1; 3(k-j-1)\"");
    private static final Parameter<String> LEFT_OPTIONS = Parameter.text("left-options", "Left's option in each"
            + " sub-case, separated by ';', such as \"(k-1)S1 + kS2; …\"");
    private static final Parameter<String> RIGHT_RESTS = Parameter.text("right-rests", "n − 2 − i in each sub-case");
    private static final Parameter<String> RIGHT_OPTIONS = Parameter.text("right-options", "Right's option in each"
            + " sub-case");
    private static final Parameter<Optional<String>> LEFT_COMMON = Parameter.text("left-common", "G0 when one of"
            + " Left's options is dominated: her options are G0 + S2 and G0 + 2S1").optional();
    private static final Parameter<Optional<String>> RIGHT_COMMON = Parameter.text("right-common", "G0 when one of"
            + " Right's options is dominated").optional();
    private static final Parameter<String> RESULT = Parameter.text("result", "the conclusion KS1 + JS2, such as"
            + " \"kS1 + kS2\"");

    @Override
    public String kind() {
        return "milley-induction-case";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(CASE, LEFT_RESTS, LEFT_OPTIONS, RIGHT_RESTS, RIGHT_OPTIONS, LEFT_COMMON, RIGHT_COMMON, RESULT);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int residue = List.of("3k", "3k+1", "3k+2").indexOf(arguments.get(CASE));
        Theorem1Claims claims = new Theorem1Claims(residue,
                subcases(arguments, LEFT_RESTS, LEFT_OPTIONS), subcases(arguments, RIGHT_RESTS, RIGHT_OPTIONS),
                common(arguments, LEFT_COMMON), common(arguments, RIGHT_COMMON), sum(arguments, RESULT,
                        arguments.get(RESULT)));
        Theorem1Case checked = Theorem1Induction.check(claims);
        for (SymbolicCheck check : checked.allChecks()) {
            if (!check.holds()) {
                Parameter<?> at = parameterOf(check.step());
                throw new FalseClaim(arguments.location(at), kind() + " " + at.name() + ", " + check.step() + " ("
                        + check.difference() + "; compared: " + check.compared() + ")", kind(), check.claimed(),
                        check.derived());
            }
        }
        return InductionCaseModel.of(checked);
    }

    /** The argument a failing step was read from, so the build names its line. */
    private static Parameter<?> parameterOf(String step) {
        boolean left = step.contains("Left");
        if (step.contains("the length")) {
            return left ? LEFT_RESTS : RIGHT_RESTS;
        }
        if (step.contains("G0") || step.contains("dominated") || step.contains("surviving option is")) {
            return left ? LEFT_COMMON : RIGHT_COMMON;
        }
        if (step.contains("Lemma 3") || step.contains("conclusion")) {
            return RESULT;
        }
        return left ? LEFT_OPTIONS : RIGHT_OPTIONS;
    }

    private static List<Theorem1Claims.Subcase> subcases(DirectiveArguments arguments, Parameter<String> rests,
            Parameter<String> options) {
        List<String> r = parts(arguments, rests);
        List<String> o = parts(arguments, options);
        List<Theorem1Claims.Subcase> subcases = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            try {
                subcases.add(new Theorem1Claims.Subcase(LinearForm.parse(r.get(s)), sum(arguments, options, o.get(s))));
            } catch (IllegalArgumentException e) {
                throw arguments.fail(rests, e.getMessage());
            }
        }
        return subcases;
    }

    private static List<String> parts(DirectiveArguments arguments, Parameter<String> parameter) {
        List<String> parts = Arrays.stream(arguments.get(parameter).split(";")).map(String::strip).toList();
        if (parts.size() != 3) {
            throw arguments.fail(parameter, "write three values, for i = 3j, 3j + 1 and 3j + 2, separated by ';'; got "
                    + parts.size());
        }
        return parts;
    }

    private static Optional<SymbolicSum> common(DirectiveArguments arguments, Parameter<Optional<String>> parameter) {
        return arguments.get(parameter).map(text -> sum(arguments, parameter, text));
    }

    private static SymbolicSum sum(DirectiveArguments arguments, Parameter<?> parameter, String text) {
        try {
            return SymbolicSum.parse(text);
        } catch (IllegalArgumentException e) {
            throw arguments.fail(parameter, e.getMessage());
        }
    }
}
