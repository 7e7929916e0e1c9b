package org.kaylescourseware.site.directive;

/**
 * The directives and facts of the partizan Kayles lesson, all reading one study from
 * {@link PartizanStudies#SHARED}, so a build computes it once however many ask.
 */
final class PartizanDirectives {

    private PartizanDirectives() {
    }

    static void addTo(DirectiveRegistry registry) {
        PartizanStudies studies = PartizanStudies.SHARED;
        studies.prefetchLesson();
        registry.add(new PartizanChecksDirective(studies))
                .add(new ReductionProofsDirective(studies))
                .add(new PartizanOutcomeChartDirective(studies))
                .add(new MisereMonoidDirective(studies))
                .add(new PartizanWorkedGameDirective(studies))
                .add(new PartizanErrataDirective(studies))
                .add(new PartizanContrastDirective(studies));
        PartizanFacts.all().forEach(registry::add);
    }
}
