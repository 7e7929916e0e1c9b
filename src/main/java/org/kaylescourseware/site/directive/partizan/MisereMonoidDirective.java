package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.partizan.milley.MisereMonoid;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code misere-monoid}: the misère monoid ⟨0, S1, S2 | S1 + S2 = 0⟩ of partizan Kayles
 * (Milley 2015, Section 4): its classes in a range of d = k − j with their outcome classes, the outcome
 * partition with the classes of that range in each, and, folded, the checks behind both.
 */
public final class MisereMonoidDirective implements Directive {

    record MonoidModel(StripFormula presentation, List<Element> elements, List<PartitionRow> partition,
            List<Check> checks, boolean allHold) {
    }

    record Element(String value, StripFormula representative, String outcome, String stated, boolean agrees) {
    }

    record PartitionRow(String outcome, StripFormula stated, StripFormula found) {
    }

    record Check(String name, StripFormula statement, String bound, String compared, int cases, boolean holds) {
    }


    @Override
    public String kind() {
        return "misere-monoid";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        MisereMonoid monoid = PartizanStudies.lesson(solver).monoid;
        List<Element> elements = new ArrayList<>();
        for (MisereMonoid.Element e : monoid.elements()) {
            elements.add(new Element(e.value() < 0 ? "\u2212" + -e.value() : Integer.toString(e.value()),
                    StripFormula.of(e.representative().toString()), e.outcome().name(), e.statedOutcome().name(), e.agrees()));
        }
        List<PartitionRow> partition = new ArrayList<>();
        for (MisereMonoid.PartitionClass c : monoid.partition()) {
            String found = c.members().isEmpty() ? "none" : c.members().stream().map(Object::toString)
                    .collect(Collectors.joining(", "));
            partition.add(new PartitionRow(c.outcome().name(), StripFormula.of(c.statedMembers()),
                    StripFormula.of(found)));
        }
        List<Check> checks = new ArrayList<>();
        for (CheckedClaim c : monoid.checks()) {
            checks.add(new Check(c.name(), StripFormula.of(c.statement()), c.bound(), c.compared(), c.cases(), c.holds()));
        }
        return new MonoidModel(StripFormula.of(monoid.presentation()), elements, partition, checks,
                checks.stream().allMatch(Check::holds));
    }
}
